import { endpoint } from '../commons/endpoint.ts';
import { deleteMarketingTask } from '../domain/marketing-tasks.ts';

export const handler = endpoint('deleteMarketingTask', ({ caller, params, now }) =>
  deleteMarketingTask(caller, params.id, now),
);
