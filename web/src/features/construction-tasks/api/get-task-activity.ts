import { useQuery } from '@tanstack/react-query';
import type { TaskWithActivity } from '#shared/task-models.ts';
import { api } from '../../../lib/api-client.ts';
import { constructionTaskKeys, PHOTO_LINK_REFRESH_MS } from './get-tasks.ts';

/** GET /api/task/{id}: the task with all its notes and photos (newest first; photo links are short-lived). */
export function useTaskActivity(id: string | undefined) {
  return useQuery({
    queryKey: constructionTaskKeys.activity(id ?? ''),
    queryFn: ({ signal }): Promise<TaskWithActivity> => api('getTaskActivity', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: PHOTO_LINK_REFRESH_MS,
  });
}
