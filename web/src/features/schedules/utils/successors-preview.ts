/** The words of the successors-follow preview (docs/requirements.md#successors-follow). */
import type { WorkCalendar } from '#shared/schedule-links.ts';
import { type TaskMove, workingDaysLong } from '#shared/schedule-shift.ts';

const LISTED = 8;

const workingDays = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;

/**
 * "2 tasks will move by 5 working days later: Footings, Walls.", and every task whose length changes
 * (the dragged one, when its bar was stretched or shortened), so a resize is never taken for a move.
 */
export function previewText(moves: readonly TaskMove[], shift: number, calendar?: WorkCalendar): string {
  const others = moves.slice(1);
  const days = `${workingDays(Math.abs(shift))} ${shift > 0 ? 'later' : 'earlier'}`;
  const names = others.slice(0, LISTED).map((m) => m.name);
  const more = others.length > LISTED ? ` and ${others.length - LISTED} more` : '';
  const resized = moves.flatMap((m) => {
    const [before, after] = [workingDaysLong(m.from, calendar), workingDaysLong(m.to, calendar)];
    return before === after ? [] : [` ${m.name} will take ${workingDays(after)} instead of ${before}.`];
  });
  return `${others.length} ${others.length === 1 ? 'task' : 'tasks'} will move by ${days}: ${names.join(', ')}${more}.${resized.join('')}`;
}
