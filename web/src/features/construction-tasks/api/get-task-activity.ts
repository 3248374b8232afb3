import { useApiQuery } from '../../../lib/use-api-query.ts';
import { constructionTaskKeys, PHOTO_LINK_REFRESH_MS } from './get-tasks.ts';

/** GET /api/task/{id}: the task with all its notes and photos (newest first; photo links are short-lived). */
export const useTaskActivity = (id: string | undefined) =>
  useApiQuery(constructionTaskKeys.activity(id ?? ''), 'getTaskActivity', id ? { params: { id } } : null, {
    staleTime: 0,
    refetchInterval: PHOTO_LINK_REFRESH_MS,
  });
