/** One file's, folder's or task's history: the History tab of the file and task dialogs. */
import { useActivity } from '../api/get-activity.ts';
import { ActivityList } from './activity-list.tsx';

export function ObjectHistory({ projectId, objectId }: { projectId: string; objectId: string }) {
  const history = useActivity({ projectId }, { objectId });
  return <ActivityList log={history} failed="Could not load the history" showObject={false} />;
}
