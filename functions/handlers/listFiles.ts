import { fileEndpoints } from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listFiles } from '../domain/files.ts';

export const handler = endpoint(fileEndpoints, 'listFiles', ({ caller, params, query }) =>
  listFiles(caller, params.module, query),
);
