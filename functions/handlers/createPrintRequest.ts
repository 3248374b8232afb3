import { endpoint } from '../commons/endpoint.ts';
import { createPrintRequest } from '../domain/print-requests.ts';

export const handler = endpoint('createPrintRequest', ({ caller, body, now }) => createPrintRequest(caller, body, now));
