import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getTaskWithActivity } from '../domain/task-activity.ts';

export const handler = endpoint('getTaskActivity', declared.getTaskActivity, ({ caller, params, now }) =>
  getTaskWithActivity(caller, params.id, now),
);
