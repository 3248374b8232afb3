import { taskEndpoints } from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { startImageUpload } from '../domain/task-activity.ts';

export const handler = endpoint(taskEndpoints, 'startTaskImageUpload', ({ caller, params, body, now }) =>
  startImageUpload(caller, params.id, body, now),
);
