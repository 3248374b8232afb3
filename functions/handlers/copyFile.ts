import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { copyFile } from '../domain/files.ts';

export const handler = endpoint('copyFile', declared.copyFile, ({ caller, params, body, now }) =>
  copyFile(caller, params.module, params.id, body, now),
);
