import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { parseMultipart } from '../commons/multipart.ts';
import { uploadFileDirect } from '../domain/direct-upload.ts';

export const handler = endpoint('uploadFile', declared.uploadFile, async ({ caller, params, event, now }) =>
  uploadFileDirect(caller, params.module, await parseMultipart(event), now),
);
