import { endpoint } from '../commons/endpoint.ts';
import { jsonResponse } from '../commons/responses.ts';
import { abortUpload } from '../domain/uploads.ts';

export const handler = endpoint('abortUpload', async ({ caller, params, now }) => {
  await abortUpload(caller, params.id ?? '', now);
  return { result: jsonResponse(204, undefined) };
});
