import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { replaceInList } from '../../../lib/query-client.ts';
import { marketingTaskKeys } from './get-marketing-tasks.ts';

/** PUT /api/marketing_tasks/{id}: the answer replaces the task in the cached list (no refetch after a drag). */
export function useUpdateMarketingTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateMarketingTask'> }) =>
      api('updateMarketingTask', { params: { id }, body }),
    onSuccess: (task) => replaceInList(queryClient, marketingTaskKeys.list(task.projectId), task),
  });
}
