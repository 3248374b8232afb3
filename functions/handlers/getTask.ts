import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getTask } from '../domain/construction-tasks.ts';

export const handler = endpoint('getTask', declared.getTask, ({ caller, params, now }) =>
  getTask(caller, params.id, now),
);
