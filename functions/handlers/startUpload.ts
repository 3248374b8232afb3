import { endpoint } from '../commons/endpoint.ts';
import { startUpload } from '../domain/uploads.ts';

export const handler = endpoint('startUpload', ({ caller, body, now }) => startUpload(caller, body, now));
