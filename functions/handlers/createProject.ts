import { endpoint } from '../commons/endpoint.ts';
import { createProject } from '../domain/projects.ts';

export const handler = endpoint('createProject', ({ body, now }) => createProject(body, now));
