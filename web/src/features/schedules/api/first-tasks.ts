/**
 * A schedule's first screenful (docs/requirements.md#the-first-screenful-first), drawn while the whole list
 * loads. The whole list is asked for once the first screenful is answered: asked for together, the server
 * served both at once and the first screenful of a large schedule waited behind the whole list.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export const firstTasksKey = (projectId: string, schedule: ScheduleName) =>
  ['schedule-first-tasks', projectId, schedule] as const;

/**
 * The first screenful while the schedule's whole list (its query `listKey`) is not there yet, and whether
 * the whole list may be asked for: at once when it is there already (a return to the page, which
 * refreshes it), else once the first screenful is answered or refused.
 */
export function useFirstTasks(projectId: string, schedule: ScheduleName, listKey: QueryKey) {
  const listed = useQueryClient().getQueryData(listKey) !== undefined;
  const first = useApiQuery(
    firstTasksKey(projectId, schedule),
    'listFirstScheduleTasks',
    listed ? null : { params: { projectId, schedule } },
  );
  return { first: first.data, listWanted: listed || first.isFetched || first.isError };
}
