import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { PrintRequestAnswer } from '../models/sharing.ts';
import { printRequestBody } from '../schemas/print-requests.ts';

export const createPrintRequest = {
  method: 'POST',
  path: '/api/print-request',
  access: SIGNED_IN,
  summary: 'Records a print order and emails it to the print shop with a link to the file.',
  body: printRequestBody,
  status: 201,
  response: /* @__PURE__ */ returns<PrintRequestAnswer>(),
} as const satisfies Endpoint;

/** Apart from the share links so that only this endpoint's Lambda carries the phone-number rules. */
export const printRequestEndpoints = { createPrintRequest } as const satisfies Record<string, Endpoint>;
