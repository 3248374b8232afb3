import { marketingTaskEndpoints } from '#shared/endpoints/marketing-tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { updateMarketingTask } from '../domain/marketing-tasks.ts';

export const handler = endpoint(marketingTaskEndpoints, 'updateMarketingTask', ({ caller, params, body, now }) =>
  updateMarketingTask(caller, params.id, body, now),
);
