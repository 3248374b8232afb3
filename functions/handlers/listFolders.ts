import { endpoint } from '../commons/endpoint.ts';
import { listFolders } from '../domain/folder-lists.ts';

export const handler = endpoint('listFolders', ({ caller, query }) => listFolders(caller, query));
