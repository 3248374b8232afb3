import { endpoint } from '../commons/endpoint.ts';
import { createProject } from '../domain/projects.ts';

export const handler = endpoint('createProject', ({ caller, body, now }) => createProject(caller, body, now));
