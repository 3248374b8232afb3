import { endpoint } from '../commons/endpoint.ts';
import { updateProject } from '../domain/projects.ts';

export const handler = endpoint('updateProject', ({ caller, params, body, now }) =>
  updateProject(caller, params.id, body, now),
);
