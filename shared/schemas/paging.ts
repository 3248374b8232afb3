/** Query parameters of paginated lists: `limit` (1 to 1000), an opaque `cursor` from the previous page, day ranges. */
import * as z from 'zod/mini';
import { MAX_PAGE_SIZE } from '../documents.ts';
import { schema } from './define.ts';

export const limitParam = /* @__PURE__ */ schema(() =>
  z.optional(
    z
      .pipe(
        z
          .string({ error: 'limit must be a whole number' })
          .check(z.regex(/^\d{1,6}$/, { error: 'limit must be a whole number' })),
        z.transform(Number),
      )
      .check(z.refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, { error: `limit must be between 1 and ${MAX_PAGE_SIZE}` })),
  ),
);

export const cursorParam = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.optional(z.string({ error: 'cursor must be text' }).check(z.maxLength(4096, { error: 'Invalid cursor' }))),
    z.transform((v) => (v === '' ? undefined : v)),
  ),
);

/** `from` on or before `to`, for .refine on a query with both. */
export const fromBeforeTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const FROM_AFTER_TO = { error: 'From must be on or before To', path: ['from'] };
