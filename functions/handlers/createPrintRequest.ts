import * as declared from '#shared/endpoints/print-requests.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createPrintRequest } from '../domain/print-requests.ts';

export const handler = endpoint('createPrintRequest', declared.createPrintRequest, ({ caller, body, now }) =>
  createPrintRequest(caller, body, now),
);
