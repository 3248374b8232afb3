import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteTask } from '../domain/construction-tasks.ts';

export const handler = endpoint('deleteTask', declared.deleteTask, ({ caller, params, now }) =>
  deleteTask(caller, params.id, now),
);
