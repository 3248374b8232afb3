import * as declared from '#shared/endpoints/schedule-baselines.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listScheduleBaselines } from '../domain/schedule-baselines.ts';

export const handler = endpoint('listBaselines', declared.listBaselines, ({ caller, params }) =>
  listScheduleBaselines(caller, params.projectId, params.schedule as ScheduleName),
);
