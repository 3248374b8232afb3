/** The body of PUT /api/projects/{projectId}/calendar (docs/requirements.md#working-day-calendar). */
import * as z from 'zod/mini';
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
        .check(z.refine(isDateKey, { error: 'A day off needs a date (YYYY-MM-DD)' }))
        .check(
          z.refine(inYears, {
            error: `A day off must be between ${FIRST_SCHEDULE_YEAR}-01-01 and ${LAST_SCHEDULE_YEAR}-12-31`,
          }),
        ),
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
          z
            .int({ error: WEEKDAY_MESSAGE })
            .check(z.gte(0, { error: WEEKDAY_MESSAGE }))
            .check(z.lte(6, { error: WEEKDAY_MESSAGE })),
          {
            error: 'workingWeekdays must be a list of weekdays (0 = Sunday … 6 = Saturday)',
          },
        )
        .check(z.minLength(1, { error: NO_WORKING_WEEKDAY }))
        .check(z.maxLength(7, { error: 'A week has seven days' }))
        .check(
          z.refine((days) => new Set(days).size === days.length, { error: 'Each working weekday is ticked once' }),
        ),
      daysOff: z
        .array(dayOffField, { error: 'daysOff must be a list of { date, name }' })
        .check(z.maxLength(MAX_DAYS_OFF, { error: TOO_MANY_DAYS_OFF }))
        .check(
          z.superRefine((days, ctx) => {
            const seen = new Set<string>();
            for (const { date } of days) {
              if (seen.has(date)) {
                ctx.addIssue({ code: 'custom', message: dayOffTwice(date) });
                return;
              }
              seen.add(date);
            }
          }),
        ),
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
