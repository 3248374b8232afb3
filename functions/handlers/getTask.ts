import { endpoint } from '../commons/endpoint.ts';
import { getTask } from '../domain/construction-tasks.ts';

export const handler = endpoint('getTask', ({ caller, params, now }) => getTask(caller, params.id, now));
