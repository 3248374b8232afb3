import * as declared from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { renameFolder } from '../domain/folders.ts';

export const handler = endpoint('updateFolder', declared.updateFolder, ({ caller, params, body, now }) =>
  renameFolder(caller, params.id, body, now),
);
