import { endpoint } from '../commons/endpoint.ts';
import { redirect } from '../commons/responses.ts';
import { taskImageUrl } from '../domain/task-activity.ts';

export const handler = endpoint('getTaskImage', async ({ caller, params, event }) => {
  const thumbnail = event.queryStringParameters?.size === 'thumbnail';
  return { result: redirect(await taskImageUrl(caller, params.taskId ?? '', params.index ?? '', thumbnail)) };
});
