import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { redirectTo } from '../commons/results.ts';
import { taskImageUrl } from '../domain/task-activity.ts';

export const handler = endpoint('getTaskImage', declared.getTaskImage, async ({ caller, params, query }) =>
  redirectTo(await taskImageUrl(caller, params.taskId, params.index, query.size === 'thumbnail')),
);
