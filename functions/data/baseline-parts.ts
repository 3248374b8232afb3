/**
 * A baseline's dates packed into parts (docs/data-model.md#schedule-baselines): each task as one line
 * `<task id> <first day> <days to the last>`, the first day counted from 1970-01-01 and both numbers in
 * base 36, so a line is about 37 bytes for a ULID. A part holds TASKS_PER_PART lines: with the longest id a
 * path allows (64 characters) and the widest days of 1900–2200 a line is at most 75 bytes, so a part stays
 * under 190 KB, half of DynamoDB's 400 KB item limit, and 10,000 tasks are 4 parts.
 */
import type { BaselineDates } from '#shared/models/schedule-baseline.ts';

export const TASKS_PER_PART = 2_500;

const DAY_MS = 86_400_000;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const dayNumber = (key: string) => Date.UTC(+key.slice(0, 4), +key.slice(5, 7) - 1, +key.slice(8, 10)) / DAY_MS;
const dateKey = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function line(dates: BaselineDates): string {
  if (!ID.test(dates.id)) throw new Error(`A baseline cannot hold the task id ${JSON.stringify(dates.id)}`);
  const start = dayNumber(dates.start);
  return `${dates.id} ${start.toString(36)} ${(dayNumber(dates.finish) - start).toString(36)}`;
}

/** The dates as the text of each part, in order. */
export function packDates(dates: readonly BaselineDates[]): string[] {
  const parts: string[] = [];
  for (let i = 0; i < dates.length; i += TASKS_PER_PART) {
    parts.push(
      dates
        .slice(i, i + TASKS_PER_PART)
        .map(line)
        .join('\n'),
    );
  }
  return parts;
}

/** The dates the parts hold, in the order they were packed. */
export function unpackDates(parts: readonly string[]): BaselineDates[] {
  return parts.flatMap((part) =>
    part === ''
      ? []
      : part.split('\n').map((text) => {
          const [id = '', start = '0', span = '0'] = text.split(' ');
          const first = Number.parseInt(start, 36);
          return { id, start: dateKey(first), finish: dateKey(first + Number.parseInt(span, 36)) };
        }),
  );
}
