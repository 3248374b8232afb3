import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { marketingTaskKeys } from './get-marketing-tasks.ts';

/** POST /api/marketing_tasks. */
export function useCreateMarketingTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createMarketingTask'>) => api('createMarketingTask', { body }),
    onSuccess: (task) => queryClient.invalidateQueries({ queryKey: marketingTaskKeys.list(task.projectId) }),
  });
}
