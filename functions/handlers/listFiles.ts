import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listFiles } from '../domain/files.ts';

export const handler = endpoint('listFiles', declared.listFiles, ({ caller, params, query }) =>
  listFiles(caller, params.module, query),
);
