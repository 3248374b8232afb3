import { folderEndpoints } from '#shared/endpoints/folders.ts';
import { withBackgroundJobs } from '../commons/background.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteFolder, deleteFolderStep } from '../domain/folder-delete.ts';

/** Also runs the background steps of large deletes, which this function hands to itself (async invoke). */
export const handler = withBackgroundJobs(
  endpoint(folderEndpoints, 'deleteFolder', ({ caller, params, now }) => deleteFolder(caller, params.id, now)),
  deleteFolderStep,
);
