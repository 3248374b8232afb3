import * as declared from '#shared/endpoints/schedule-baselines.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { saveScheduleBaseline } from '../domain/schedule-baselines.ts';

export const handler = endpoint('saveBaseline', declared.saveBaseline, ({ caller, params, body, now }) =>
  saveScheduleBaseline(caller, params.projectId, params.schedule as ScheduleName, body.name, now),
);
