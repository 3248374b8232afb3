import * as declared from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteFolder } from '../domain/folder-delete.ts';

/** A large delete is queued (functions/jobs/deleteFolder.ts empties the folder). */
export const handler = endpoint('deleteFolder', declared.deleteFolder, ({ caller, params, now }) =>
  deleteFolder(caller, params.id, now),
);
