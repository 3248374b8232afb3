import { endpoint } from '../commons/endpoint.ts';
import { createMarketingTask } from '../domain/marketing-tasks.ts';

export const handler = endpoint('createMarketingTask', ({ caller, body, now }) =>
  createMarketingTask(caller, body, now),
);
