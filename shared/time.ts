/**
 * Time rules (docs/architecture.md#dates-are-shown-in-toronto-time, docs/requirements.md#dates-and-times): instants are stored as UTC ISO-8601 with `Z` and shown in
 * America/Toronto; "today" is the calendar date in Toronto; a timestamp without a zone is UTC.
 */
export const TIME_ZONE = 'America/Toronto';
export const LOCALE = 'en-CA';

/**
 * A formatter made on first use. The first `Intl.DateTimeFormat` with a time zone loads the zone data (40 to
 * 70 ms on the bench machine), which a Lambda that never reads Toronto time should not pay when it starts
 * (docs/architecture.md#lambdas-that-start-fast).
 */
function onFirstUse(options: Intl.DateTimeFormatOptions, locale: string): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options });
    return format;
  };
}

const dateKeyFormat = onFirstUse({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

/**
 * Whether a value's leading YYYY-MM-DD is a day on the calendar. JavaScript rolls impossible dates over
 * (2026-02-30 becomes March 2), so they are refused before any parsing.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return true;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d); // Date.UTC would read the years 0 to 99 as 1900 to 1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date as typed in a form or a filter: YYYY-MM-DD. */
export const DATE_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A full ISO 8601 timestamp as the API takes it: YYYY-MM-DDTHH:MM, optional :SS and .fraction (1 to 9
 * digits), and an optional zone (Z or ±HH:MM; none is UTC). Anything else (`0`, `-1`, `December 1, 2026`,
 * expanded years such as `-271821-04-20`) is not a date here, whatever `new Date` makes of it.
 */
export const ISO_TIMESTAMP_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[zZ]|[+-]\d{2}:\d{2})?$/;

/** A real day on the calendar written YYYY-MM-DD (2026-02-30 is not). */
export function isDateKey(value: string): boolean {
  return DATE_KEY_PATTERN.test(value) && isCalendarDate(value);
}

/**
 * The one reader of dates sent to the API: a YYYY-MM-DD is that day's midnight in Toronto, a full ISO
 * timestamp is its instant; anything else, or a day that does not exist, is undefined.
 */
export function parseDateInput(value: string): Date | undefined {
  const trimmed = value.trim();
  if (isDateKey(trimmed)) return torontoMidnight(trimmed);
  if (!ISO_TIMESTAMP_PATTERN.test(trimmed) || !isCalendarDate(trimmed)) return undefined;
  const [, hour, minute, second] = /T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(trimmed) ?? [];
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return undefined;
  if (/[+-](\d{2}):(\d{2})$/.test(trimmed)) {
    const [, zh, zm] = /[+-](\d{2}):(\d{2})$/.exec(trimmed) ?? [];
    if (Number(zh) > 23 || Number(zm) > 59) return undefined;
  }
  return parseTimestamp(trimmed);
}

/** Parses a timestamp; one without a zone designator is taken as UTC. */
export function parseTimestamp(value: string | null | undefined): Date | undefined {
  if (!value || !isCalendarDate(value)) return undefined;
  const trimmed = value.trim();
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(trimmed);
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(trimmed);
  const normalized = hasZone || isDateOnly ? trimmed : `${trimmed}Z`;
  const date = new Date(normalized);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Remembers the last 10,000 answers by instant: Intl formatting is slow, and a schedule's thousands of
 * tasks share far fewer dates.
 */
function byInstant<T>(compute: (instant: Date) => T): (instant: Date) => T {
  const cache = new Map<number, T>();
  return (instant) => {
    const key = instant.getTime();
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(instant);
      if (cache.size >= 10_000) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
}

const dateKeyOf = byInstant((instant) => dateKeyFormat().format(instant));

/** The Toronto calendar date of an instant, as YYYY-MM-DD. */
export function torontoDateKey(instant: Date): string {
  return dateKeyOf(instant);
}

const wallFormat = onFirstUse(
  {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
  'en-US',
);

export interface WallParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Toronto wall clock at an instant: the one decoder of Toronto time, for the server and the browser. */
export function torontoWallParts(instant: Date): Readonly<WallParts> {
  return wallPartsOf(instant);
}

const wallPartsOf = byInstant((instant): Readonly<WallParts> => {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallFormat().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Object.freeze({
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  });
});

/** The Toronto calendar date of a stored timestamp ('' when missing or invalid). */
export function torontoDateKeyOf(timestamp: string | null | undefined): string {
  const instant = parseTimestamp(timestamp);
  return instant ? torontoDateKey(instant) : '';
}

/** A YYYY-MM-DD moved by whole days (calendar arithmetic, no time zone involved). */
export function addDaysToDateKey(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Minutes Toronto is ahead of UTC at an instant (negative: -300 in winter, -240 in summer). */
export function torontoOffsetMinutes(instant: Date): number {
  const p = torontoWallParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of midnight in Toronto at the start of a YYYY-MM-DD calendar date. */
export function torontoMidnight(dateKey: string): Date {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 5, 0);
  const offset = torontoOffsetMinutes(new Date(guess));
  return new Date(Date.UTC(y, m - 1, d) - offset * 60000);
}

/** Toronto days `from` to `to` (both included) as instants: the first millisecond and the last one. */
export function torontoDaySpan(from: string | undefined, to: string | undefined): { first?: Date; last?: Date } {
  return {
    ...(from && { first: torontoMidnight(from) }),
    ...(to && { last: new Date(torontoMidnight(addDaysToDateKey(to, 1)).getTime() - 1) }),
  };
}

export function isTorontoToday(timestamp: string | undefined, now: Date): boolean {
  const date = parseTimestamp(timestamp);
  return date !== undefined && torontoDateKey(date) === torontoDateKey(now);
}

/** Whole calendar days from today to a date, in Toronto; never below 0; undefined without a date. */
export function daysLeft(until: string | undefined, now: Date): number | undefined {
  const date = parseTimestamp(until);
  if (!date) return undefined;
  const day = (key: string) => {
    const [y, m, d] = key.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  const diff = Math.round((day(torontoDateKey(date)) - day(torontoDateKey(now))) / 86_400_000);
  return Math.max(0, diff);
}

const displayFormat = onFirstUse(
  { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  LOCALE,
);

/** "2026-11-22, 16:05" in Toronto; `fallback` when missing or invalid. */
export function formatTorontoDateTime(timestamp: string | undefined, fallback = '-'): string {
  const date = parseTimestamp(timestamp);
  return date ? displayFormat().format(date) : fallback;
}
