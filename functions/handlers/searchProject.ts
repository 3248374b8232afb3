import * as declared from '#shared/endpoints/search.ts';
import { endpoint } from '../commons/endpoint.ts';
import { searchProject } from '../domain/search.ts';

export const handler = endpoint('searchProject', declared.searchProject, ({ caller, params, query }) =>
  searchProject(caller, params.id, query.q),
);
