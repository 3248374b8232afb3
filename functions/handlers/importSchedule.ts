import * as declared from '#shared/endpoints/schedule-files.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { parseMultipart } from '../commons/multipart.ts';
import { importSchedule } from '../domain/schedule-import.ts';

export const handler = endpoint(
  'importSchedule',
  declared.importSchedule,
  async ({ caller, params, query, body, event, now }) =>
    importSchedule(
      caller,
      params.projectId,
      params.schedule as ScheduleName,
      // a file sent to storage first is named by its upload's id (JSON); else the form carries it
      body.uploadId ? { uploadId: body.uploadId } : await parseMultipart(event),
      { preview: query.preview === 'true', replace: query.mode === 'replace' },
      now,
    ),
);
