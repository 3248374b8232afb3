import { useMutation } from '@tanstack/react-query';
import type { PrintRequestBody } from '#shared/schemas/print-requests.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/print-request: records the order and emails it to the print shop. */
export function useCreatePrintRequest() {
  return useMutation({
    mutationFn: (body: PrintRequestBody) => api('createPrintRequest', { body }),
  });
}
