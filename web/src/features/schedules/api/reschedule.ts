import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskMove } from '#shared/schedule-shift.ts';
import { api } from '../../../lib/api-client.ts';

/** The reschedule endpoint of each schedule: the same body and answer, another task table. */
export type RescheduleEndpoint = 'rescheduleTasks' | 'rescheduleMarketingTasks';

/**
 * POST /api/tasks/reschedule or /api/marketing_tasks/reschedule: a task and the successors that follow it,
 * all or none; the schedule's list is read again either way.
 */
export function useRescheduleMutation(endpoint: RescheduleEndpoint, projectId: string, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moves: readonly TaskMove[]) =>
      api(endpoint, { body: { projectId, moves: moves.map(({ id, from, to }) => ({ id, from, to })) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
