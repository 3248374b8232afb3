import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { downloadFile } from '../domain/files.ts';

export const handler = endpoint('downloadFile', declared.downloadFile, ({ caller, params, query, now }) =>
  downloadFile(caller, params.module, params.id, query.disposition, now, query.version),
);
