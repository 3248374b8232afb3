import * as declared from '#shared/endpoints/marketing-tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { updateMarketingTask } from '../domain/marketing-tasks.ts';

export const handler = endpoint('updateMarketingTask', declared.updateMarketingTask, ({ caller, params, body, now }) =>
  updateMarketingTask(caller, params.id, body, now),
);
