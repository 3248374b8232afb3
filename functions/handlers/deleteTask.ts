import { endpoint } from '../commons/endpoint.ts';
import { deleteTask } from '../domain/construction-tasks.ts';

export const handler = endpoint('deleteTask', ({ caller, params, now }) => deleteTask(caller, params.id, now));
