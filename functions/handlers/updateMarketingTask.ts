import { endpoint } from '../commons/endpoint.ts';
import { updateMarketingTask } from '../domain/marketing-tasks.ts';

export const handler = endpoint('updateMarketingTask', ({ caller, params, body, now }) =>
  updateMarketingTask(caller, params.id, body, now),
);
