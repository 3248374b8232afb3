import * as declared from '#shared/endpoints/marketing-tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteMarketingTask } from '../domain/marketing-tasks.ts';

export const handler = endpoint('deleteMarketingTask', declared.deleteMarketingTask, ({ caller, params, now }) =>
  deleteMarketingTask(caller, params.id, now),
);
