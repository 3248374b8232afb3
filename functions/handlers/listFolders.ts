import * as declared from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listFolders } from '../domain/folder-lists.ts';

export const handler = endpoint('listFolders', declared.listFolders, ({ caller, query }) => listFolders(caller, query));
