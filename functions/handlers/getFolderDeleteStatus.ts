import { endpoint } from '../commons/endpoint.ts';
import { getDeleteStatus } from '../domain/folder-delete.ts';

export const handler = endpoint('getFolderDeleteStatus', ({ caller, params }) => getDeleteStatus(caller, params.id));
