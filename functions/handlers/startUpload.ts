import { fileEndpoints } from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { startUpload } from '../domain/uploads.ts';

export const handler = endpoint(fileEndpoints, 'startUpload', ({ caller, body, now }) =>
  startUpload(caller, body, now),
);
