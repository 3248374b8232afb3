import { endpoint } from '../commons/endpoint.ts';
import { createFolder } from '../domain/folders.ts';

export const handler = endpoint('createFolder', ({ caller, body, now }) => createFolder(caller, body, now));
