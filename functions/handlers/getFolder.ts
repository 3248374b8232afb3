import { folderEndpoints } from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getFolder } from '../domain/folders.ts';

export const handler = endpoint(folderEndpoints, 'getFolder', ({ caller, params }) => getFolder(caller, params.id));
