import { fileEndpoints } from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteFile } from '../domain/files.ts';

export const handler = endpoint(fileEndpoints, 'deleteFile', ({ caller, params, now }) =>
  deleteFile(caller, params.module, params.id, now),
);
