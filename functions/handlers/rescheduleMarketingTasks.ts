import { endpoint } from '../commons/endpoint.ts';
import { rescheduleTasks } from '../domain/schedule-tasks.ts';

export const handler = endpoint('rescheduleMarketingTasks', ({ caller, body, now }) =>
  rescheduleTasks('marketing', caller, body, now),
);
