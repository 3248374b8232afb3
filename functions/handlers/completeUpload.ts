import * as declared from '#shared/endpoints/files.ts';
import { endpoint } from '../commons/endpoint.ts';
import { completeUpload } from '../domain/uploads.ts';

export const handler = endpoint('completeUpload', declared.completeUpload, ({ caller, params, body, now }) =>
  completeUpload(caller, params.id, body, now),
);
