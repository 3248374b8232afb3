import * as declared from '#shared/endpoints/schedule-files.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getImportStatus } from '../domain/schedule-import.ts';

export const handler = endpoint('getImport', declared.getImport, ({ caller, params }) =>
  getImportStatus(caller, params.projectId, params.schedule as ScheduleName, params.id),
);
