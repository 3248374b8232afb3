import { endpoint } from '../commons/endpoint.ts';
import { getTaskWithActivity } from '../domain/task-activity.ts';

export const handler = endpoint('getTaskActivity', ({ caller, params, now }) =>
  getTaskWithActivity(caller, params.id, now),
);
