/**
 * The one way the API reads dates (docs/requirements.md#dates-and-times): a real YYYY-MM-DD, or a full ISO
 * 8601 timestamp (shared/time.ts ISO_TIMESTAMP_PATTERN). Schedule dates must also fall in the years a
 * schedule can hold; filters take calendar days only.
 */
import * as z from 'zod/mini';
import { DATE_KEY_PATTERN, isDateKey, parseDateInput } from '../time.ts';
import './define.ts';

/** The years a schedule date may fall in, both included (the stored UTC instant's year). */
export const FIRST_SCHEDULE_YEAR = 1900;
export const LAST_SCHEDULE_YEAR = 2200;

export const outOfScheduleYears = (label: string) =>
  `${label} must be between ${FIRST_SCHEDULE_YEAR}-01-01 and ${LAST_SCHEDULE_YEAR}-12-31`;

/** Whether an instant falls in the years a schedule may hold. */
export function inScheduleYears(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return year >= FIRST_SCHEDULE_YEAR && year <= LAST_SCHEDULE_YEAR;
}

/**
 * A schedule date: a bare YYYY-MM-DD is that day's midnight in Toronto; stored as UTC ISO.
 * `anyYear` is for dates that only name what is stored (a reschedule's "from"), never a new date.
 */
export const scheduleDate = (label: string, { anyYear = false }: { anyYear?: boolean } = {}) =>
  z.pipe(
    z
      .string({ error: `${label} is required` })
      .check(z.trim())
      .check(z.minLength(1, { error: `${label} is required` }))
      .check(z.maxLength(40, { error: `${label} is not a valid date` })),
    z.transform((value, ctx) => {
      const date = parseDateInput(value);
      if (!date) {
        ctx.issues.push({ code: 'custom', message: `${label} is not a valid date`, input: value });
        return z.NEVER;
      }
      if (!anyYear && !inScheduleYears(date)) {
        ctx.issues.push({ code: 'custom', message: outOfScheduleYears(label), input: value });
        return z.NEVER;
      }
      return date.toISOString();
    }),
  );

/** A day filter (YYYY-MM-DD, a Toronto calendar day that exists), optional. */
export const dayFilter = (label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be a date` })
      .check(z.regex(DATE_KEY_PATTERN, { error: `${label} must be a date (YYYY-MM-DD)` }))
      .check(z.refine(isDateKey, { error: `${label} must be a date (YYYY-MM-DD)` })),
  );
