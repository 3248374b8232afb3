import * as declared from '#shared/endpoints/schedule-files.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { exportSchedule } from '../domain/schedule-export.ts';

export const handler = endpoint('exportSchedule', declared.exportSchedule, ({ caller, params, query }) =>
  exportSchedule(caller, params.projectId, params.schedule as ScheduleName, query.format, query.baseline),
);
