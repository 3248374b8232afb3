import { endpoint } from '../commons/endpoint.ts';
import { moveFile } from '../domain/files.ts';

export const handler = endpoint('moveFile', ({ caller, params, body }) =>
  moveFile(caller, params.module, params.id, body),
);
