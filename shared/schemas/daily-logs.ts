/**
 * The daily site log (docs/requirements.md#daily-site-log): one per project and Toronto day, written by
 * site, pm, office and admin, signed off by a pm or an admin. What a person types; the day's site-report
 * notes and photos join it on the server.
 */
import * as z from 'zod/mini';
import { DATE_KEY_PATTERN, isDateKey } from '../time.ts';
import { optionalText, requiredText } from './common.ts';
import { schema } from './define.ts';
import { FROM_AFTER_TO } from './paging.ts';

/** The most rows of one section (crew, equipment, visitors, deliveries, delays). */
export const MAX_LOG_ROWS = 100;
export const MAX_LOG_NOTES = 10_000;
export const MAX_REOPEN_REASON = 1000;
/** The longest range one list or export covers: a quarter. */
export const MAX_LOG_RANGE_DAYS = 92;

export const LOG_DATE_MESSAGE = 'Date must be a date (YYYY-MM-DD)';
export const logDate = /* @__PURE__ */ schema(() =>
  z
    .string({ error: LOG_DATE_MESSAGE })
    .check(z.regex(DATE_KEY_PATTERN, { error: LOG_DATE_MESSAGE }))
    .check(z.refine(isDateKey, { error: LOG_DATE_MESSAGE })),
);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .check(z.int({ error: `${label} must be a whole number from ${min} to ${max}` }))
    .check(z.gte(min, { error: `${label} must be a whole number from ${min} to ${max}` }))
    .check(z.lte(max, { error: `${label} must be a whole number from ${min} to ${max}` }));

const amount = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number from ${min} to ${max}` })
    .check(z.gte(min, { error: `${label} must be a number from ${min} to ${max}` }))
    .check(z.lte(max, { error: `${label} must be a number from ${min} to ${max}` }));

const rows = <T extends z.ZodMiniType>(label: string, row: T) =>
  z._default(
    z
      .array(row, { error: `${label} must be a list` })
      .check(z.maxLength(MAX_LOG_ROWS, { error: `${label} has more than ${MAX_LOG_ROWS} rows` })),
    [],
  );

/** Typed by hand: Site Office calls no weather service. */
export const weatherField = /* @__PURE__ */ schema(() =>
  z._default(
    z
      .object({
        conditions: optionalText('Weather conditions', 200),
        high: z.optional(amount('High (°C)', -60, 60)),
        low: z.optional(amount('Low (°C)', -60, 60)),
        precipitation: z.optional(amount('Precipitation (mm)', 0, 1000)),
        wind: optionalText('Wind', 200),
      })
      .check(
        z.refine((w) => w.high === undefined || w.low === undefined || w.low <= w.high, {
          error: 'Low (°C) must not be above High (°C)',
          path: ['low'],
        }),
      ),
    { conditions: undefined, wind: undefined },
  ),
);

export const crewRow = /* @__PURE__ */ schema(() =>
  z.object({
    company: requiredText('Company'),
    trade: requiredText('Trade'),
    headcount: wholeNumber('Headcount', 0, 9999),
    hours: amount('Hours', 0, 99_999),
  }),
);

export const equipmentRow = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Equipment'),
    quantity: wholeNumber('Quantity', 1, 9999),
    hours: z.optional(amount('Hours', 0, 99_999)),
  }),
);

export const visitorRow = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Visitor'),
    company: optionalText('Company', 200),
    purpose: optionalText('Purpose', 500),
  }),
);

export const deliveryRow = /* @__PURE__ */ schema(() =>
  z.object({
    supplier: requiredText('Supplier'),
    description: requiredText('Delivery', 500),
  }),
);

export const delayRow = /* @__PURE__ */ schema(() =>
  z.object({
    description: requiredText('Delay or incident', 2000),
    /** A safety incident stands out in the log and its PDF. */
    safety: z._default(z.boolean({ error: 'Safety incident must be true or false' }), false),
    hoursLost: z.optional(amount('Hours lost', 0, 9999)),
  }),
);

/** The sections of a log as the person types them. */
export const dailyLogFields = /* @__PURE__ */ schema(() =>
  z.object({
    weather: weatherField,
    crew: rows('Crew', crewRow),
    equipment: rows('Equipment', equipmentRow),
    visitors: rows('Visitors', visitorRow),
    deliveries: rows('Deliveries', deliveryRow),
    delays: rows('Delays and incidents', delayRow),
    notes: z._default(
      z
        .string({ error: 'Notes must be text' })
        .check(z.maxLength(MAX_LOG_NOTES, { error: `Notes must be at most ${MAX_LOG_NOTES} characters` })),
      '',
    ),
    /** Site-report photos left out of the log (they stay on their task): `<taskId>#<index>`. */
    hiddenPhotos: z._default(
      z
        .array(
          z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}#\d{1,6}$/, { error: 'Hidden photos must be photo ids' })),
          {
            error: 'Hidden photos must be a list',
          },
        )
        .check(z.maxLength(1000, { error: 'Too many hidden photos' })),
      [],
    ),
  }),
);
export type DailyLogBody = z.infer<typeof dailyLogFields>;

/**
 * PUT /api/projects/{projectId}/daily-logs/{date}: the whole log as the person has it, with `basedOn`, the
 * `updatedAt` of the log it was written over (null: written when the day had no log). When the stored log
 * is another version by then, the PUT answers 409 instead of overwriting it; left out, it is not checked.
 */
export const dailyLogBody = /* @__PURE__ */ schema(() =>
  z.extend(dailyLogFields, {
    basedOn: z.optional(
      z.nullable(
        z
          .string({ error: 'basedOn must be the updatedAt of the log it was written over, or null' })
          .check(z.maxLength(40, { error: 'basedOn must be the updatedAt of the log it was written over, or null' })),
      ),
    ),
  }),
);
export type DailyLogPut = z.infer<typeof dailyLogBody>;
export type DailyLogInput = z.input<typeof dailyLogBody>;

export const reopenBody = /* @__PURE__ */ schema(() =>
  z.object({
    reason: requiredText('Reason', MAX_REOPEN_REASON),
  }),
);

export const TOO_LONG_RANGE = `A range can cover at most ${MAX_LOG_RANGE_DAYS} days`;

/** GET /api/projects/{projectId}/daily-logs?from&to: both days required, at most 92 days. */
export const dailyLogRange = /* @__PURE__ */ schema(() =>
  z
    .object({
      from: logDate,
      to: logDate,
    })
    .check(
      z.superRefine(({ from, to }, ctx) => {
        if (from > to) ctx.addIssue({ code: 'custom', message: FROM_AFTER_TO.error, path: FROM_AFTER_TO.path });
        else if (daysBetween(from, to) >= MAX_LOG_RANGE_DAYS)
          ctx.addIssue({ code: 'custom', message: TOO_LONG_RANGE, path: ['to'] });
      }),
    ),
);

/** Calendar days from one date key to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}
