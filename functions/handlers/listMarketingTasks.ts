import { endpoint } from '../commons/endpoint.ts';
import { listMarketingTasks } from '../domain/marketing-tasks.ts';

export const handler = endpoint('listMarketingTasks', async ({ caller, query }) =>
  listMarketingTasks(caller, query.projectId),
);
