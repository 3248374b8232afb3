import * as declared from '#shared/endpoints/schedule-files.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { parseMultipart } from '../commons/multipart.ts';
import { importSchedule } from '../domain/schedule-import.ts';

export const handler = endpoint(
  'importSchedule',
  declared.importSchedule,
  async ({ caller, params, query, event, now }) =>
    importSchedule(
      caller,
      params.projectId,
      params.schedule as ScheduleName,
      await parseMultipart(event),
      { preview: query.preview === 'true', replace: query.mode === 'replace' },
      now,
    ),
);
