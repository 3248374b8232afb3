import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { constructionTaskKeys } from './get-tasks.ts';

/**
 * POST /api/tasks/{id}/note. The old client also sent ?user_id=; the contract does not declare it,
 * because the server records the signed-in user from the token.
 */
export function useAddTaskNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, text }: { taskId: string; text: string }) =>
      api('addTaskNote', { params: { id: taskId }, body: { text } }),
    onSuccess: (_note, { taskId }) => {
      void queryClient.invalidateQueries({ queryKey: constructionTaskKeys.activity(taskId) });
      void queryClient.invalidateQueries({ queryKey: constructionTaskKeys.lists() });
    },
  });
}
