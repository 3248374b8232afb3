/**
 * The phone schedule (below 600 px): tasks grouped by when they need attention, in Toronto calendar
 * days. A finish date is the task's last working day; weeks run Monday to Sunday, as the chart's.
 */
import type { WorkCalendar } from '#shared/schedule-links.ts';
import { addDaysToDateKey, torontoDateKey, torontoDateKeyOf } from '#shared/time.ts';
import type { ScheduleTask } from './gantt-tasks.ts';
import { outlineOf, phaseSummaries } from './phases.ts';

export type AgendaGroupId = 'overdue' | 'this-week' | 'next-week' | 'later' | 'done';

export const AGENDA_GROUPS: readonly { id: AgendaGroupId; title: string }[] = [
  { id: 'overdue', title: 'Overdue' },
  { id: 'this-week', title: 'This week' },
  { id: 'next-week', title: 'Next week' },
  { id: 'later', title: 'Later' },
  { id: 'done', title: 'Done' },
];

export interface AgendaItem {
  /** A phase as the chart draws it: over the span of what it holds, with their progress. */
  task: ScheduleTask;
  /** The phases it is in, outermost first ("Building › Structure"); '' at the top. */
  phase: string;
  /** YYYY-MM-DD, Toronto. */
  firstDay: string;
  lastDay: string;
}

/** The Sunday that ends the Monday-to-Sunday week of a date. */
export function weekEndOf(key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDaysToDateKey(key, weekday === 0 ? 0 : 7 - weekday);
}

/**
 * Each task in one group, within the group by phase (docs/requirements.md#phases) and then by start date:
 * done = complete and over; overdue = its last day has passed and it is not complete;
 * this week = under way or starting by Sunday; next week = starting the week after; later = the rest.
 */
export function agendaGroups(
  tasks: readonly ScheduleTask[],
  now: Date,
  calendar?: WorkCalendar,
): Map<AgendaGroupId, AgendaItem[]> {
  const today = torontoDateKey(now);
  const thisSunday = weekEndOf(today);
  const nextSunday = addDaysToDateKey(thisSunday, 7);
  const groups = new Map<AgendaGroupId, AgendaItem[]>(AGENDA_GROUPS.map((g) => [g.id, []]));
  const outline = outlineOf(tasks);
  const phases = phaseSummaries(outline, calendar);
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const phaseOf = (id: string): string => {
    const up = outline.parent.get(id);
    if (!up) return '';
    const outer = phaseOf(up);
    return `${outer ? `${outer} › ` : ''}${byId.get(up)?.name ?? ''}`;
  };
  for (const stored of tasks) {
    const task = { ...stored, ...phases.get(stored.id) };
    const firstDay = torontoDateKeyOf(task.start);
    const lastDay = torontoDateKeyOf(task.end);
    if (!firstDay || !lastDay) continue;
    const item = {
      task,
      phase: phaseOf(task.id),
      firstDay,
      lastDay: lastDay.localeCompare(firstDay) < 0 ? firstDay : lastDay,
    };
    const group: AgendaGroupId =
      item.lastDay < today
        ? task.progress >= 100
          ? 'done'
          : 'overdue'
        : firstDay <= thisSunday
          ? 'this-week'
          : firstDay <= nextSunday
            ? 'next-week'
            : 'later';
    groups.get(group)?.push(item);
  }
  // Within a group, by phase (the tasks at the top first), then by start.
  const order = (a: AgendaItem, b: AgendaItem) =>
    a.phase.localeCompare(b.phase) ||
    (a.firstDay < b.firstDay ? -1 : a.firstDay > b.firstDay ? 1 : a.task.id < b.task.id ? -1 : 1);
  for (const items of groups.values()) items.sort(order);
  return groups;
}
