import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { moveFile } from '../domain/files.ts';

export const handler = endpoint('moveFile', declared.moveFile, ({ caller, params, body, now }) =>
  moveFile(caller, params.module, params.id, body, now),
);
