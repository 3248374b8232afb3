import * as declared from '#shared/endpoints/marketing-tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listMarketingTasks } from '../domain/marketing-tasks.ts';

export const handler = endpoint('listMarketingTasks', declared.listMarketingTasks, async ({ caller, query }) =>
  listMarketingTasks(caller, query.projectId),
);
