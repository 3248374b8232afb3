import { useRescheduleMutation } from '../../schedules/index.ts';
import { marketingTaskKeys } from './get-marketing-tasks.ts';

/** POST /api/marketing_tasks/reschedule: a task and the successors that follow it, all or none. */
export const useRescheduleMarketingTasks = (projectId: string) =>
  useRescheduleMutation('rescheduleMarketingTasks', projectId, marketingTaskKeys.list(projectId));
