import * as declared from '#shared/endpoints/tasks.ts';
import { endpoint } from '../commons/endpoint.ts';
import { parseMultipart } from '../commons/multipart.ts';
import { uploadImagesDirect } from '../domain/task-activity.ts';

export const handler = endpoint('uploadTaskImages', declared.uploadTaskImages, async ({ caller, event, now }) => {
  const { fields, files } = await parseMultipart(event);
  return uploadImagesDirect(caller, fields, files, now);
});
