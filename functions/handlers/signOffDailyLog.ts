import * as declared from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { signOffDailyLog } from '../domain/daily-logs.ts';

export const handler = endpoint('signOffDailyLog', declared.signOffDailyLog, ({ caller, params, now }) =>
  signOffDailyLog(caller, params.projectId, params.date, now),
);
