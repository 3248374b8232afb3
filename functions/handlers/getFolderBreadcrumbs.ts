import { endpoint } from '../commons/endpoint.ts';
import { getBreadcrumbs } from '../domain/folders.ts';

export const handler = endpoint('getFolderBreadcrumbs', ({ caller, params }) => getBreadcrumbs(caller, params.id));
