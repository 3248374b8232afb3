import * as declared from '#shared/endpoints/schedule-baselines.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteScheduleBaseline } from '../domain/schedule-baselines.ts';

export const handler = endpoint('deleteBaseline', declared.deleteBaseline, async ({ caller, params }) => {
  await deleteScheduleBaseline(caller, params.projectId, params.schedule as ScheduleName, params.id);
});
