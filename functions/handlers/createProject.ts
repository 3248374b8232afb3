import { projectEndpoints } from '#shared/endpoints/projects.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createProject } from '../domain/projects.ts';

export const handler = endpoint(projectEndpoints, 'createProject', ({ caller, body, now }) =>
  createProject(caller, body, now),
);
