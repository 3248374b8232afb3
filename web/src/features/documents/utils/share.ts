/** Temporary link hours (docs/requirements.md#temporary-share-links): whole numbers from 1 to 168. */
import { z } from 'zod/mini';
import { MAX_SHARE_HOURS, MIN_SHARE_HOURS } from '#shared/schemas/sharing.ts';

export const SHARE_HOURS_MESSAGE = `Valid for (hours) must be a whole number from ${MIN_SHARE_HOURS} to ${MAX_SHARE_HOURS}`;

/** The hours typed in the field, or null when they are not a whole number from 1 to 168. */
export function parseShareHours(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const hours = Number(text);
  return hours >= MIN_SHARE_HOURS && hours <= MAX_SHARE_HOURS ? hours : null;
}

/** The share dialog's field: the typed hours, refused in the server's words unless a whole number from 1 to 168. */
export const shareHoursForm = z.object({
  hours: z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      const hours = parseShareHours(raw);
      if (hours !== null) return hours;
      ctx.issues.push({ code: 'custom', message: SHARE_HOURS_MESSAGE, input: raw });
      return z.NEVER;
    }),
  ),
});
