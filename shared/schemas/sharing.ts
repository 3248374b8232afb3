/** Share links and print orders (docs/requirements.md#temporary-share-links), checked in the browser and on the server alike. */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { MODULES } from '../roles.ts';
import { idField } from './common.ts';

export const MIN_SHARE_HOURS = 1;
export const MAX_SHARE_HOURS = 168;
export const DEFAULT_SHARE_HOURS = 24;
const HOURS_MESSAGE = `Valid for (hours) must be a whole number from ${MIN_SHARE_HOURS} to ${MAX_SHARE_HOURS}`;

const moduleField = z.enum(MODULES, { error: 'Module must be plan, marketing or construction' });

export const shareFileBody = z.object({
  fileId: idField('fileId'),
  module: moduleField,
  /** Sent by the old client; the signed-in user is recorded instead. */
  userId: z.string().max(100).optional(),
  hoursValid: z.coerce
    .number({ error: HOURS_MESSAGE })
    .int({ error: HOURS_MESSAGE })
    .min(MIN_SHARE_HOURS, { error: HOURS_MESSAGE })
    .max(MAX_SHARE_HOURS, { error: HOURS_MESSAGE })
    .default(DEFAULT_SHARE_HOURS),
});
export type ShareFileBody = z.infer<typeof shareFileBody>;

/** Opening a link: no `get` (a browser) answers the landing page; `download` or `view` answers the file. */
export const openShareLinkQuery = z.object({
  get: z.enum(['download', 'view'], { error: 'get must be download or view' }).optional(),
});
export type OpenShareLinkQuery = z.infer<typeof openShareLinkQuery>;

export const listShareLinksQuery = z.object({
  fileId: idField('fileId'),
  module: moduleField,
});

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
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300)
    .optional();

export const printRequestBody = z
  .object({
    fileName: z.string({ error: 'fileName must be text' }).trim().max(255).optional(),
    fileId: idField('fileId'),
    module: moduleField,
    size: z.enum(PRINT_SIZES, { error: `Size must be one of ${PRINT_SIZES.join(', ')}` }),
    copies: z.coerce
      .number({ error: COPIES_MESSAGE })
      .int({ error: COPIES_MESSAGE })
      .min(1, { error: COPIES_MESSAGE })
      .max(MAX_COPIES, { error: COPIES_MESSAGE }),
    paper: z.literal(PRINT_PAPER, { error: `Paper is always ${PRINT_PAPER}` }).default(PRINT_PAPER),
    productionTime: z.enum(PRODUCTION_TIMES, {
      error: `Production time must be one of: ${PRODUCTION_TIMES.join(', ')}`,
    }),
    details: z
      .string({ error: 'Additional details must be text' })
      .max(MAX_PRINT_DETAILS, { error: `Additional details can have at most ${MAX_PRINT_DETAILS} characters` })
      .optional(),
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Delivery method must be pickup or delivery' }),
    deliveryAddress: deliveryField('Delivery address'),
    recipientName: deliveryField('Recipient name'),
    recipientPhone: deliveryField('Recipient phone').refine((phone) => !phone || isValidPhoneNumber(phone, 'CA'), {
      error: PHONE_MESSAGE,
    }),
  })
  .superRefine((order, ctx) => {
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
  });
export type PrintRequestBody = z.infer<typeof printRequestBody>;

/** Long enough for the print shop to fetch the file within the production time chosen. */
export const PRINT_LINK_HOURS: Record<(typeof PRODUCTION_TIMES)[number], number> = {
  'same day service': 48,
  'next day': 72,
  '2-3 business days': MAX_SHARE_HOURS,
};
