import { folderEndpoints } from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getBreadcrumbs } from '../domain/folders.ts';

export const handler = endpoint(folderEndpoints, 'getFolderBreadcrumbs', ({ caller, params }) =>
  getBreadcrumbs(caller, params.id),
);
