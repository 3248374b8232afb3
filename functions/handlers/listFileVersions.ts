import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { fileVersions } from '../domain/file-versions.ts';

export const handler = endpoint('listFileVersions', declared.listFileVersions, ({ caller, params }) =>
  fileVersions(caller, params.module, params.id),
);
