/**
 * Print orders (docs/requirements.md#temporary-share-links), checked in the browser and on the server alike.
 * A module of its own so that libphonenumber-js is bundled only into the print-order Lambda.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { idField } from './common.ts';
import { schema } from './define.ts';
import { MAX_SHARE_HOURS, moduleField } from './sharing.ts';

export const PRINT_SIZES = ['18"x24"', '24"x36"', '30"x42"', '60"x36"'] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];
export const PRINT_PAPER = '20#Bond';
export const PRODUCTION_TIMES = ['2-3 business days', 'same day service', 'next day'] as const;
export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;
export const MAX_PRINT_DETAILS = 200;
export const MAX_COPIES = 20;

/** Numbers are read as Canadian unless they start with +country (libphonenumber-js, its small metadata). */
export const PHONE_MESSAGE = 'Please enter a valid phone number';
const COPIES_MESSAGE = `Copies must be a whole number from 1 to ${MAX_COPIES}`;
const deliveryField = (label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim())
      .check(z.maxLength(300)),
  );

export const printRequestBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      fileName: z.optional(z.string({ error: 'fileName must be text' }).check(z.trim()).check(z.maxLength(255))),
      fileId: idField('fileId'),
      module: moduleField,
      size: z.enum(PRINT_SIZES, { error: `Size must be one of ${PRINT_SIZES.join(', ')}` }),
      copies: z.coerce
        .number({ error: COPIES_MESSAGE })
        .check(z.int({ error: COPIES_MESSAGE }))
        .check(z.gte(1, { error: COPIES_MESSAGE }))
        .check(z.lte(MAX_COPIES, { error: COPIES_MESSAGE })),
      paper: z._default(z.literal(PRINT_PAPER, { error: `Paper is always ${PRINT_PAPER}` }), PRINT_PAPER),
      productionTime: z.enum(PRODUCTION_TIMES, {
        error: `Production time must be one of: ${PRODUCTION_TIMES.join(', ')}`,
      }),
      details: z.optional(
        z.string({ error: 'Additional details must be text' }).check(
          z.maxLength(MAX_PRINT_DETAILS, {
            error: `Additional details can have at most ${MAX_PRINT_DETAILS} characters`,
          }),
        ),
      ),
      deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Delivery method must be pickup or delivery' }),
      deliveryAddress: deliveryField('Delivery address'),
      recipientName: deliveryField('Recipient name'),
      recipientPhone: deliveryField('Recipient phone').check(
        z.refine((phone) => !phone || isValidPhoneNumber(phone, 'CA'), {
          error: PHONE_MESSAGE,
        }),
      ),
    })
    .check(
      z.superRefine((order, ctx) => {
        if (order.deliveryMethod !== 'delivery') return;
        const missing = [
          ['recipientName', 'recipient name'],
          ['deliveryAddress', 'address'],
          ['recipientPhone', 'phone number'],
        ]
          .filter(([key]) => !order[key as 'recipientName'])
          .map(([, label]) => label);
        if (missing.length > 0) {
          ctx.addIssue({ code: 'custom', message: `Delivery needs a ${missing.join(', ')}` });
        }
      }),
    ),
);
export type PrintRequestBody = z.infer<typeof printRequestBody>;

/** Long enough for the print shop to fetch the file within the production time chosen. */
export const PRINT_LINK_HOURS: Record<(typeof PRODUCTION_TIMES)[number], number> = {
  'same day service': 48,
  'next day': 72,
  '2-3 business days': MAX_SHARE_HOURS,
};
