/** The month calendar's days: whole weeks, Sunday first, of a YYYY-MM month (Toronto calendar days). */
import { addDaysToDateKey } from '#shared/time.ts';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const monthOf = (date: string) => date.slice(0, 7);
export const firstOfMonth = (month: string) => `${month}-01`;

export function lastOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return addDaysToDateKey(`${month}-01`, new Date(Date.UTC(y, m, 0)).getUTCDate() - 1);
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The month's days, with blanks (null) before the first so that it falls under its weekday. */
export function monthCells(month: string): (string | null)[] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day <= last; day = addDaysToDateKey(day, 1)) cells.push(day);
  return cells;
}

/** "November 2026". */
export const monthTitle = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Tuesday, November 3, 2026". */
export const dayTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
