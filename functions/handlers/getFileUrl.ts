import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { fileUrl } from '../domain/files.ts';

export const handler = endpoint('getFileUrl', declared.getFileUrl, ({ caller, params, query, now }) =>
  fileUrl(caller, params.module, params.id, query.disposition, now, query.version),
);
