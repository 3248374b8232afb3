import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteFile } from '../domain/files.ts';

export const handler = endpoint('deleteFile', declared.deleteFile, ({ caller, params, now }) =>
  deleteFile(caller, params.module, params.id, now),
);
