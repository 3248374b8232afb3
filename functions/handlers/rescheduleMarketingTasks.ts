import * as declared from '#shared/endpoints/marketing-tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { rescheduleTasks } from '../domain/schedule-tasks.ts';

export const handler = endpoint(
  'rescheduleMarketingTasks',
  declared.rescheduleMarketingTasks,
  ({ caller, body, now }) => rescheduleTasks('marketing', caller, body, now),
);
