import { dailyLogEndpoints } from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getDailyLog } from '../domain/daily-logs.ts';

export const handler = endpoint(dailyLogEndpoints, 'getDailyLog', ({ caller, params }) =>
  getDailyLog(caller, params.projectId, params.date),
);
