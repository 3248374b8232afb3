import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createTask } from '../domain/construction-tasks.ts';

export const handler = endpoint('createTask', declared.createTask, ({ caller, body, now }) =>
  createTask(caller, body, now),
);
