import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { constructionTaskKeys } from './get-tasks.ts';

/** DELETE /api/tasks/{id} (planners): also removes it from other tasks' dependencies, so the list is fetched again. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; projectId: string }) => api('deleteTask', { params: { id } }),
    onSuccess: (_answer, { id, projectId }) => {
      queryClient.removeQueries({ queryKey: constructionTaskKeys.detail(id) });
      queryClient.removeQueries({ queryKey: constructionTaskKeys.activity(id) });
      return queryClient.invalidateQueries({ queryKey: constructionTaskKeys.list(projectId) });
    },
  });
}
