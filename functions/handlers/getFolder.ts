import { endpoint } from '../commons/endpoint.ts';
import { getFolder } from '../domain/folders.ts';

export const handler = endpoint('getFolder', ({ caller, params }) => getFolder(caller, params.id));
