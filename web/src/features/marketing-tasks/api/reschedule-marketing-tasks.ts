import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskMove } from '#shared/schedule-shift.ts';
import { api } from '../../../lib/api-client.ts';
import { marketingTaskKeys } from './get-marketing-tasks.ts';

/** POST /api/marketing_tasks/reschedule: a task and the successors that follow it, all or none. */
export function useRescheduleMarketingTasks(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moves: readonly TaskMove[]) =>
      api('rescheduleMarketingTasks', {
        body: { projectId, moves: moves.map(({ id, from, to }) => ({ id, from, to })) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketingTaskKeys.list(projectId) }),
  });
}
