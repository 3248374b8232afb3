import { folderEndpoints } from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createFolder } from '../domain/folders.ts';

export const handler = endpoint(folderEndpoints, 'createFolder', ({ caller, body, now }) =>
  createFolder(caller, body, now),
);
