import { endpoint } from '../commons/endpoint.ts';
import { parseMultipart } from '../commons/multipart.ts';
import { uploadFileDirect } from '../domain/direct-upload.ts';

export const handler = endpoint('uploadFile', async ({ caller, params, event, now }) =>
  uploadFileDirect(caller, params.module, await parseMultipart(event), now),
);
