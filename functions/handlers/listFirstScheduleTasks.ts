import * as declared from '#shared/endpoints/schedule-first-tasks.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { firstScheduleTasks } from '../domain/schedule-first-tasks.ts';

export const handler = endpoint(
  'listFirstScheduleTasks',
  declared.listFirstScheduleTasks,
  ({ caller, params, query }) =>
    firstScheduleTasks(caller, params.projectId, params.schedule as ScheduleName, query.limit),
);
