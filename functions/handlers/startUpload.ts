import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { startUpload } from '../domain/uploads.ts';

export const handler = endpoint('startUpload', declared.startUpload, ({ caller, body, now }) =>
  startUpload(caller, body, now),
);
