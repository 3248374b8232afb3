import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskMove } from '#shared/schedule-shift.ts';
import { api } from '../../../lib/api-client.ts';
import { constructionTaskKeys } from './get-tasks.ts';

/** POST /api/tasks/reschedule: a task and the successors that follow it, all or none. */
export function useRescheduleTasks(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moves: readonly TaskMove[]) =>
      api('rescheduleTasks', {
        body: { projectId, moves: moves.map(({ id, from, to }) => ({ id, from, to })) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: constructionTaskKeys.list(projectId) }),
  });
}
