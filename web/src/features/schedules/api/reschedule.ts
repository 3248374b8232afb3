import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { rescheduleRequest, type TaskMove } from '#shared/schedule-shift.ts';
import { api } from '../../../lib/api-client.ts';

/** What a reschedule sends: the moves previewed, or (`undo`) the way back of a move made. */
export interface RescheduleCall {
  moves: readonly TaskMove[];
  undo?: boolean;
}

/** The reschedule endpoint of each schedule: the same body and answer, another task table. */
export type RescheduleEndpoint = 'rescheduleTasks' | 'rescheduleMarketingTasks';

/**
 * POST /api/tasks/reschedule or /api/marketing_tasks/reschedule: the moves the preview showed, sent as the
 * moved task with the dates seen and the dates seen of each task that follows; the server works the moves
 * out again and makes them all or none. The schedule's list is read again either way.
 */
export function useRescheduleMutation(endpoint: RescheduleEndpoint, projectId: string, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moves, undo = false }: RescheduleCall) =>
      api(endpoint, { body: { projectId, ...rescheduleRequest(moves, undo) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
