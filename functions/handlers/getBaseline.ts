import * as declared from '#shared/endpoints/schedule-baselines.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getScheduleBaseline } from '../domain/schedule-baselines.ts';

export const handler = endpoint('getBaseline', declared.getBaseline, ({ caller, params }) =>
  getScheduleBaseline(caller, params.projectId, params.schedule as ScheduleName, params.id),
);
