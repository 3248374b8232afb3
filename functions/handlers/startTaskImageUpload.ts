import { endpoint } from '../commons/endpoint.ts';
import { startImageUpload } from '../domain/task-activity.ts';

export const handler = endpoint('startTaskImageUpload', ({ caller, params, body, now }) =>
  startImageUpload(caller, params.id, body, now),
);
