import * as declared from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { startDailyLogExport } from '../domain/daily-log-export.ts';

export const handler = endpoint('startDailyLogExport', declared.startDailyLogExport, ({ caller, params, body, now }) =>
  startDailyLogExport(caller, params.projectId, body, now),
);
