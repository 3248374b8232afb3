import { useQuery } from '@tanstack/react-query';
import type { ConstructionTask } from '#shared/task-models.ts';
import { api } from '../../../lib/api-client.ts';
import { constructionTaskKeys } from './get-tasks.ts';

/** GET /api/tasks/{id}: one task (the site report fills its form from it). */
export function useConstructionTask(id: string | undefined) {
  return useQuery({
    queryKey: constructionTaskKeys.detail(id ?? ''),
    queryFn: ({ signal }): Promise<ConstructionTask> => api('getTask', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
