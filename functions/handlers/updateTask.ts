import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { updateTask } from '../domain/construction-tasks.ts';

export const handler = endpoint('updateTask', declared.updateTask, ({ caller, params, body, now }) =>
  updateTask(caller, params.id, body, now),
);
