import { endpoint } from '../commons/endpoint.ts';
import { listProjects } from '../domain/projects.ts';

export const handler = endpoint('listProjects', ({ caller, query }) => listProjects(caller, query.user_id));
