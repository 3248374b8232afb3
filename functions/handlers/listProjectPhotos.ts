import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { projectPhotos } from '../domain/task-activity.ts';

export const handler = endpoint('listProjectPhotos', declared.listProjectPhotos, ({ caller, params, query }) =>
  projectPhotos(caller, params.id, query),
);
