import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { uploadParts } from '../domain/uploads.ts';

export const handler = endpoint('getUploadParts', declared.getUploadParts, ({ caller, params, body, now }) =>
  uploadParts(caller, params.id, body, now),
);
