import * as declared from '#shared/endpoints/schedule-files.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { startImportUpload } from '../domain/schedule-import-uploads.ts';

export const handler = endpoint('startImportUpload', declared.startImportUpload, ({ caller, params, body, now }) =>
  startImportUpload(caller, params.projectId, params.schedule as ScheduleName, body, now),
);
