import * as declared from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getDeleteStatus } from '../domain/folder-delete.ts';

export const handler = endpoint('getFolderDeleteStatus', declared.getFolderDeleteStatus, ({ caller, params }) =>
  getDeleteStatus(caller, params.id),
);
