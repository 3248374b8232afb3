import * as declared from '#shared/endpoints/projects.ts';
import { endpoint } from '../commons/endpoint.ts';
import { updateProject } from '../domain/projects.ts';

export const handler = endpoint('updateProject', declared.updateProject, ({ caller, params, body, now }) =>
  updateProject(caller, params.id, body, now),
);
