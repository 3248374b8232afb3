/** The body of PUT /api/projects/{projectId}/calendar (docs/requirements.md#working-day-calendar). */
import * as z from 'zod';
import { isDateKey } from '../time.ts';
import { requiredText } from './common.ts';
import { FIRST_SCHEDULE_YEAR, LAST_SCHEDULE_YEAR } from './dates.ts';
import { schema } from './define.ts';

/** The most days off one project's calendar holds. */
export const MAX_DAYS_OFF = 500;
export const MAX_DAY_OFF_NAME = 100;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const WEEKDAY_MESSAGE = 'A weekday is a number from 0 (Sunday) to 6 (Saturday)';
export const NO_WORKING_WEEKDAY = 'Tick at least one working weekday';
export const TOO_MANY_DAYS_OFF = `A calendar holds at most ${MAX_DAYS_OFF} days off`;
export const dayOffTwice = (date: string) => `${date} is a day off twice: keep it once`;

const inYears = (date: string) => {
  const year = Number(date.slice(0, 4));
  return year >= FIRST_SCHEDULE_YEAR && year <= LAST_SCHEDULE_YEAR;
};

export const dayOffField = /* @__PURE__ */ schema(() =>
  z.strictObject(
    {
      date: z
        .string({ error: 'A day off needs a date (YYYY-MM-DD)' })
        .refine(isDateKey, { error: 'A day off needs a date (YYYY-MM-DD)' })
        .refine(inYears, {
          error: `A day off must be between ${FIRST_SCHEDULE_YEAR}-01-01 and ${LAST_SCHEDULE_YEAR}-12-31`,
        }),
      name: requiredText('The name of a day off', MAX_DAY_OFF_NAME),
    },
    { error: 'A day off is { date, name }' },
  ),
);

export const projectCalendarBody = /* @__PURE__ */ schema(() =>
  z.strictObject(
    {
      workingWeekdays: z
        .array(
          z.int({ error: WEEKDAY_MESSAGE }).min(0, { error: WEEKDAY_MESSAGE }).max(6, { error: WEEKDAY_MESSAGE }),
          {
            error: 'workingWeekdays must be a list of weekdays (0 = Sunday … 6 = Saturday)',
          },
        )
        .min(1, { error: NO_WORKING_WEEKDAY })
        .max(7, { error: 'A week has seven days' })
        .refine((days) => new Set(days).size === days.length, { error: 'Each working weekday is ticked once' }),
      daysOff: z
        .array(dayOffField, { error: 'daysOff must be a list of { date, name }' })
        .max(MAX_DAYS_OFF, { error: TOO_MANY_DAYS_OFF })
        .superRefine((days, ctx) => {
          const seen = new Set<string>();
          for (const { date } of days) {
            if (seen.has(date)) {
              ctx.addIssue({ code: 'custom', message: dayOffTwice(date) });
              return;
            }
            seen.add(date);
          }
        }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Request body must be a JSON object',
    },
  ),
);
export type ProjectCalendarBody = z.infer<typeof projectCalendarBody>;
