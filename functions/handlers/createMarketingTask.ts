import * as declared from '#shared/endpoints/marketing-tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createMarketingTask } from '../domain/marketing-tasks.ts';

export const handler = endpoint('createMarketingTask', declared.createMarketingTask, ({ caller, body, now }) =>
  createMarketingTask(caller, body, now),
);
