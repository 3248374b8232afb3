import * as declared from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getDailyLog } from '../domain/daily-logs.ts';

export const handler = endpoint('getDailyLog', declared.getDailyLog, ({ caller, params }) =>
  getDailyLog(caller, params.projectId, params.date),
);
