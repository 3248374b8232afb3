import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listTasks } from '../domain/construction-tasks.ts';

export const handler = endpoint('listTasks', declared.listTasks, ({ caller, query, now }) =>
  listTasks(caller, query.projectId, now),
);
