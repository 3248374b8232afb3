import { dailyLogEndpoints } from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listDailyLogs } from '../domain/daily-logs.ts';

export const handler = endpoint(dailyLogEndpoints, 'listDailyLogs', ({ caller, params, query }) =>
  listDailyLogs(caller, params.projectId, query.from, query.to),
);
