import * as declared from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { saveDailyLog } from '../domain/daily-logs.ts';

export const handler = endpoint('putDailyLog', declared.putDailyLog, ({ caller, params, body, now }) =>
  saveDailyLog(caller, params.projectId, params.date, body, now),
);
