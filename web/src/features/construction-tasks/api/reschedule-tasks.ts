import { useRescheduleMutation } from '../../schedules/index.ts';
import { constructionTaskKeys } from './get-tasks.ts';

/** POST /api/tasks/reschedule: a task and the successors that follow it, all or none. */
export const useRescheduleTasks = (projectId: string) =>
  useRescheduleMutation('rescheduleTasks', projectId, constructionTaskKeys.list(projectId));
