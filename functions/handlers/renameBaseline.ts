import * as declared from '#shared/endpoints/schedule-baselines.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { renameScheduleBaseline } from '../domain/schedule-baselines.ts';

export const handler = endpoint('renameBaseline', declared.renameBaseline, ({ caller, params, body }) =>
  renameScheduleBaseline(caller, params.projectId, params.schedule as ScheduleName, params.id, body.name),
);
