import * as declared from '#shared/endpoints/folders.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getBreadcrumbs } from '../domain/folders.ts';

export const handler = endpoint('getFolderBreadcrumbs', declared.getFolderBreadcrumbs, ({ caller, params }) =>
  getBreadcrumbs(caller, params.id),
);
