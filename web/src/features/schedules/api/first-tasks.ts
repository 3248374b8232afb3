/** A schedule's first screenful (docs/requirements.md#the-first-screenful-first), drawn while the whole list loads. */
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export const firstTasksKey = (projectId: string, schedule: ScheduleName) =>
  ['schedule-first-tasks', projectId, schedule] as const;

/** Asked for only while `wanted` (the whole list not there yet): once it is, this is never fetched again. */
export function useFirstTasks(projectId: string, schedule: ScheduleName, wanted: boolean) {
  return useApiQuery(
    firstTasksKey(projectId, schedule),
    'listFirstScheduleTasks',
    wanted ? { params: { projectId, schedule } } : null,
  );
}
