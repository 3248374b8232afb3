import { endpoint } from '../commons/endpoint.ts';
import { completeUpload } from '../domain/uploads.ts';

export const handler = endpoint('completeUpload', ({ caller, params, body, now }) =>
  completeUpload(caller, params.id, body, now),
);
