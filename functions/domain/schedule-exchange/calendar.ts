/**
 * Working days of an exchanged schedule: its working weekdays (Monday to Friday unless the file says
 * otherwise), less the calendar's days off. What an MSPDI file's durations and its percent lags are counted in.
 */
import { isWorkingDay, type WorkCalendar } from '#shared/schedule-links.ts';
import { addDaysToDateKey, isDateKey } from '#shared/time.ts';
import type { ExchangeSchedule } from './model.ts';

/** The calendar of an exchanged schedule, as the working-day rule counts in it. */
export function exchangeCalendar(schedule: Pick<ExchangeSchedule, 'daysOff' | 'workingWeekdays'>): WorkCalendar {
  return {
    daysOff: new Set(schedule.daysOff),
    ...(schedule.workingWeekdays && { weekdays: new Set(schedule.workingWeekdays) }),
  };
}

/** The working days from `start` to `finish`, both counted (0 when the span holds none). */
export function workingDaysIn(start: string, finish: string, calendar: WorkCalendar): number {
  let count = 0;
  for (let day = start; day <= finish; day = addDaysToDateKey(day, 1)) if (isWorkingDay(day, calendar)) count++;
  return count;
}

/** Every day from `from` to `to`, both included, at most `max` of them. */
export function daysFrom(from: string, to: string, max: number): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < max; day = addDaysToDateKey(day, 1)) days.push(day);
  return days;
}

/** The first and last year of a schedule, both included. */
export interface YearSpan {
  first: number;
  last: number;
}

/** The years a schedule's tasks span (this year alone when it has none). */
export function yearsOf(tasks: readonly { start: string; finish: string }[]): YearSpan {
  const years = tasks
    .flatMap((t) => [t.start, t.finish])
    .filter(isDateKey)
    .map((d) => Number(d.slice(0, 4)));
  if (years.length === 0) return { first: new Date().getUTCFullYear(), last: new Date().getUTCFullYear() };
  return { first: Math.min(...years), last: Math.max(...years) };
}

/** A yearly day off of an MSPDI exception: its month (0 = January), and a day of it or a weekday's position. */
export interface YearlyRule {
  month: number;
  /** Type 2: the day of the month. */
  day: number;
  /** Type 3: 0 = first … 3 = fourth, 4 = last. */
  position: number;
  /** Type 3: 3 = Sunday … 9 = Saturday (0 = day, 1 = weekday, 2 = weekend day). */
  item: number;
}

const key = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Whether a day of the month is the kind a yearly rule names (a weekday number, any day, a weekday, a weekend day). */
function isItem(date: Date, item: number): boolean {
  const weekday = date.getUTCDay();
  if (item === 0) return true;
  if (item === 1) return weekday !== 0 && weekday !== 6;
  if (item === 2) return weekday === 0 || weekday === 6;
  return weekday === item - 3;
}

/**
 * The day of each year of `years` a yearly exception makes non-working: `day`, the day of its month
 * (a day the month lacks, such as 29 February, is none that year), or `position`, the first to fourth or
 * last day of its kind in its month.
 */
export function yearlyDays(kind: 'day' | 'position', rule: YearlyRule, years: YearSpan): string[] {
  const days: string[] = [];
  if (rule.month < 0 || rule.month > 11) return days;
  for (let year = years.first; year <= years.last; year++) {
    const length = new Date(Date.UTC(year, rule.month + 1, 0)).getUTCDate();
    if (kind === 'day') {
      if (rule.day >= 1 && rule.day <= length) days.push(key(year, rule.month, rule.day));
      continue;
    }
    const matching: number[] = [];
    for (let day = 1; day <= length; day++) {
      if (isItem(new Date(Date.UTC(year, rule.month, day)), rule.item)) matching.push(day);
    }
    const chosen = rule.position >= 4 ? matching.at(-1) : matching[rule.position];
    if (chosen !== undefined) days.push(key(year, rule.month, chosen));
  }
  return days;
}
