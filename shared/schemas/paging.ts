/** Query parameters of paginated lists: `limit` (1 to 1000) and an opaque `cursor` from the previous page. */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../documents.ts';

export const limitParam = z
  .string({ error: 'limit must be a whole number' })
  .regex(/^\d{1,6}$/, { error: 'limit must be a whole number' })
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, { error: `limit must be between 1 and ${MAX_PAGE_SIZE}` })
  .optional();

export const cursorParam = z
  .string({ error: 'cursor must be text' })
  .max(4096, { error: 'Invalid cursor' })
  .optional()
  .transform((v) => (v === '' ? undefined : v));
