import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { abortUpload } from '../domain/uploads.ts';

export const handler = endpoint('abortUpload', declared.abortUpload, async ({ caller, params, now }) => {
  await abortUpload(caller, params.id, now);
});
