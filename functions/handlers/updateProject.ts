import { endpoint } from '../commons/endpoint.ts';
import { updateProject } from '../domain/projects.ts';

export const handler = endpoint('updateProject', ({ params, body, now }) => updateProject(params.id, body, now));
