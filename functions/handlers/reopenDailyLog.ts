import { dailyLogEndpoints } from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { reopenDailyLog } from '../domain/daily-logs.ts';

export const handler = endpoint(dailyLogEndpoints, 'reopenDailyLog', ({ caller, params, body, now }) =>
  reopenDailyLog(caller, params.projectId, params.date, body.reason, now),
);
