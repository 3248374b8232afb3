import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import type { MarketingTask } from '#shared/task-models.ts';
import { api } from '../../../lib/api-client.ts';
import { marketingTaskKeys } from './get-marketing-tasks.ts';

/** PUT /api/marketing_tasks/{id}: the answer replaces the task in the cached list (no refetch after a drag). */
export function useUpdateMarketingTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateMarketingTask'> }) =>
      api('updateMarketingTask', { params: { id }, body }),
    onSuccess: (task) => {
      queryClient.setQueryData<MarketingTask[]>(marketingTaskKeys.list(task.projectId), (tasks) =>
        tasks?.map((t) => (t._id === task._id ? task : t)),
      );
    },
  });
}
