import { endpoint } from '../commons/endpoint.ts';
import { updateTask } from '../domain/construction-tasks.ts';

export const handler = endpoint('updateTask', ({ caller, params, body, now }) =>
  updateTask(caller, params.id, body, now),
);
