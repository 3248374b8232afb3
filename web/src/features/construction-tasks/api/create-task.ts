import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { constructionTaskKeys } from './get-tasks.ts';

/** POST /api/tasks (admin, office, pm). */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createTask'>) => api('createTask', { body }),
    onSuccess: (task) => queryClient.invalidateQueries({ queryKey: constructionTaskKeys.list(task.projectId) }),
  });
}
