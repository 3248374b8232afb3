/**
 * Working days of an exchanged schedule: Monday to Friday, less the calendar's days off. What an MSPDI
 * file's durations and its percent lags are counted in.
 */
import { isWorkingDay } from '#shared/schedule-links.ts';
import { addDaysToDateKey } from '#shared/time.ts';

/** The working days from `start` to `finish`, both counted (0 when the span holds none). */
export function workingDaysIn(start: string, finish: string, daysOff: ReadonlySet<string>): number {
  let count = 0;
  for (let day = start; day <= finish; day = addDaysToDateKey(day, 1)) if (isWorkingDay(day, { daysOff })) count++;
  return count;
}

/** Every day from `from` to `to`, both included, at most `max` of them. */
export function daysFrom(from: string, to: string, max: number): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < max; day = addDaysToDateKey(day, 1)) days.push(day);
  return days;
}
