import { endpoint } from '../commons/endpoint.ts';
import { abortUpload } from '../domain/uploads.ts';

export const handler = endpoint('abortUpload', async ({ caller, params, now }) => {
  await abortUpload(caller, params.id, now);
});
