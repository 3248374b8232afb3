import { endpoint } from '../commons/endpoint.ts';
import { uploadFileDirect } from '../domain/direct-upload.ts';

export const handler = endpoint('uploadFile', ({ caller, params, event, now }) =>
  uploadFileDirect(caller, params.module ?? '', event, now),
);
