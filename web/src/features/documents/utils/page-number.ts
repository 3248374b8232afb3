/** The PDF viewer's page-number box: what may be typed in it (a form-only rule; no request carries it). */
import { z } from 'zod/mini';

/** What the box says of a page that is not one of the file's (`count`: its pages, 0 while it loads). */
export function pageNumberMessage(count: number): string {
  if (count < 1) return 'Enter a page number';
  return count === 1 ? 'This PDF has 1 page' : `Enter a page from 1 to ${count}`;
}

/** A whole page number of the file, typed with or without spaces around it; while it loads, any from 1. */
export function pageNumberSchema(count: number) {
  const error = pageNumberMessage(count);
  const last = count < 1 ? Number.MAX_SAFE_INTEGER : count;
  return z.object({
    page: z.pipe(
      z.pipe(z.string().check(z.trim()).check(z.regex(/^\d+$/, { error })), z.transform(Number)),
      z.number().check(z.int()).check(z.gte(1, { error })).check(z.lte(last, { error })),
    ),
  });
}
