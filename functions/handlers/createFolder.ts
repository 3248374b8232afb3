import * as declared from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createFolder } from '../domain/folders.ts';

export const handler = endpoint('createFolder', declared.createFolder, ({ caller, body, now }) =>
  createFolder(caller, body, now),
);
