import { endpoint } from '../commons/endpoint.ts';
import { copyFile } from '../domain/files.ts';

export const handler = endpoint('copyFile', ({ caller, params, body, now }) =>
  copyFile(caller, params.module, params.id, body, now),
);
