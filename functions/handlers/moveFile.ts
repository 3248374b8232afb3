import { endpoint } from '../commons/endpoint.ts';
import { moveFile } from '../domain/files.ts';

export const handler = endpoint('moveFile', ({ caller, params, body, now }) =>
  moveFile(caller, params.module, params.id, body, now),
);
