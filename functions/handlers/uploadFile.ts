import { fileEndpoints } from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { parseMultipart } from '../commons/multipart.ts';
import { uploadFileDirect } from '../domain/direct-upload.ts';

export const handler = endpoint(fileEndpoints, 'uploadFile', async ({ caller, params, event, now }) =>
  uploadFileDirect(caller, params.module, await parseMultipart(event), now),
);
