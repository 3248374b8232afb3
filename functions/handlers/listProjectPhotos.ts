import { endpoint } from '../commons/endpoint.ts';
import { projectPhotos } from '../domain/task-activity.ts';

export const handler = endpoint('listProjectPhotos', ({ caller, params, query }) =>
  projectPhotos(caller, params.id, query),
);
