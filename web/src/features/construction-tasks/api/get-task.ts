import { useApiQuery } from '../../../lib/use-api-query.ts';
import { constructionTaskKeys } from './get-tasks.ts';

/** GET /api/tasks/{id}: one task (the site report fills its form from it). */
export const useConstructionTask = (id: string | undefined) =>
  useApiQuery(constructionTaskKeys.detail(id ?? ''), 'getTask', id ? { params: { id } } : null, { staleTime: 0 });
