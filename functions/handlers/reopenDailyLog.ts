import * as declared from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { reopenDailyLog } from '../domain/daily-logs.ts';

export const handler = endpoint('reopenDailyLog', declared.reopenDailyLog, ({ caller, params, body, now }) =>
  reopenDailyLog(caller, params.projectId, params.date, body.reason, now),
);
