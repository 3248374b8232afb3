import { fileEndpoints } from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { fileVersions } from '../domain/file-versions.ts';

export const handler = endpoint(fileEndpoints, 'listFileVersions', ({ caller, params }) =>
  fileVersions(caller, params.module, params.id),
);
