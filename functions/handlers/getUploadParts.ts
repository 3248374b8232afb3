import { endpoint } from '../commons/endpoint.ts';
import { uploadParts } from '../domain/uploads.ts';

export const handler = endpoint('getUploadParts', ({ caller, params, body, now }) =>
  uploadParts(caller, params.id, body, now),
);
