/** One file's, folder's or task's history: the History tab of the file and task dialogs. */
import { errorReason } from '../../../lib/api-client.ts';
import { useActivity } from '../api/get-activity.ts';
import { ActivityList } from './activity-list.tsx';

export function ObjectHistory({ projectId, objectId }: { projectId: string; objectId: string }) {
  const history = useActivity({ projectId }, { objectId });
  return (
    <ActivityList
      entries={history.entries}
      loading={history.isPending}
      error={history.isError ? (errorReason(history.error) ?? 'Could not load the history') : null}
      hasMore={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onLoadMore={() => void history.fetchNextPage()}
      showObject={false}
    />
  );
}
