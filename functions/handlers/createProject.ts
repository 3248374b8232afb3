import * as declared from '#shared/endpoints/projects.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createProject } from '../domain/projects.ts';

export const handler = endpoint('createProject', declared.createProject, ({ caller, body, now }) =>
  createProject(caller, body, now),
);
