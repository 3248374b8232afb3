import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { marketingTaskKeys } from './get-marketing-tasks.ts';

/** DELETE /api/marketing_tasks/{id}: other tasks lose it as a dependency, so the list is fetched again. */
export function useDeleteMarketingTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; projectId: string }) => api('deleteMarketingTask', { params: { id } }),
    onSuccess: (_answer, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: marketingTaskKeys.list(projectId) }),
  });
}
