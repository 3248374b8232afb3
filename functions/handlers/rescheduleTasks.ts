import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { rescheduleTasks } from '../domain/schedule-tasks.ts';

export const handler = endpoint('rescheduleTasks', declared.rescheduleTasks, ({ caller, body, now }) =>
  rescheduleTasks('construction', caller, body, now),
);
