/**
 * The project's days off as the chart shades them (docs/requirements.md#working-day-calendar): each a whole
 * wall-clock day, from its midnight to the next, as the chart draws a task's days.
 */
import type { WorkCalendar } from '#shared/schedule-links.ts';

export function daysOffSpans(calendar: WorkCalendar): { start: Date; end: Date }[] {
  return [...calendar.daysOff].sort().map((key) => {
    const [y, m, d] = key.split('-').map(Number) as [number, number, number];
    return { start: new Date(y, m - 1, d), end: new Date(y, m - 1, d + 1) };
  });
}
