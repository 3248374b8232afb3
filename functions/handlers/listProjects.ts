import * as declared from '#shared/endpoints/projects.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listProjects } from '../domain/projects.ts';

export const handler = endpoint('listProjects', declared.listProjects, ({ caller, query }) =>
  listProjects(caller, query.user_id),
);
