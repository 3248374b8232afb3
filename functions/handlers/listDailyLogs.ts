import * as declared from '#shared/endpoints/daily-logs.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listDailyLogs } from '../domain/daily-logs.ts';

export const handler = endpoint('listDailyLogs', declared.listDailyLogs, ({ caller, params, query }) =>
  listDailyLogs(caller, params.projectId, query.from, query.to),
);
