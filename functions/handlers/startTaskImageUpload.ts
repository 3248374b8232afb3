import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { startImageUpload } from '../domain/task-activity.ts';

export const handler = endpoint(
  'startTaskImageUpload',
  declared.startTaskImageUpload,
  ({ caller, params, body, now }) => startImageUpload(caller, params.id, body, now),
);
