/**
 * Links between tasks of a schedule, of all four types with a lag, on a working-day calendar
 * (docs/requirements.md#link-types-and-lags). Whole days, the last day of a task counted; a lag counts
 * working days (negative is a lead). One module for the browser and the server: the predecessor
 * warnings, the critical path and "successors follow" all ask it.
 *
 * What each type requires of the successor, for lag 0 (a task works 8:00–17:00, so "after" is the next
 * working day):
 * - finish-to-start (FS): it starts after the predecessor's last day;
 * - start-to-start (SS): it starts no earlier than the predecessor's first day;
 * - finish-to-finish (FF): it finishes no earlier than the predecessor's last day;
 * - start-to-finish (SF): it finishes no earlier than the working day before the predecessor's first day.
 */
import { addDaysToDateKey } from './time.ts';

export const LINK_TYPES = ['FS', 'SS', 'FF', 'SF'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export const LINK_TYPE_NAMES: Record<LinkType, string> = {
  FS: 'Finish to start',
  SS: 'Start to start',
  FF: 'Finish to finish',
  SF: 'Start to finish',
};

/** A link as its successor holds it: the predecessor, the type and the lag in working days. */
export interface TaskLink {
  id: string;
  type: LinkType;
  lag: number;
}

/** "Finish to start", "Start to start +2 d", "Finish to finish -1 d": a link's type and lag in words. */
export function linkLabel(link: Pick<TaskLink, 'type' | 'lag'>): string {
  const lag = link.lag === 0 ? '' : ` ${link.lag > 0 ? '+' : ''}${link.lag} d`;
  return `${LINK_TYPE_NAMES[link.type]}${lag}`;
}

/** Finish-to-start without lag: what a dependency is when its task holds no links. */
export const plainLink = (id: string): TaskLink => ({ id, type: 'FS', lag: 0 });

/** A task's links: the stored ones, or each dependency as finish-to-start without lag when it has none. */
export function linksOf(task: { dependencies?: readonly string[]; links?: readonly TaskLink[] }): TaskLink[] {
  return task.links ? [...task.links] : (task.dependencies ?? []).map(plainLink);
}

/**
 * The links a task stores: none when every one is finish-to-start without lag (the dependencies say it
 * all), else every one, in order.
 */
export function storedLinks(links: readonly TaskLink[]): TaskLink[] | undefined {
  return links.every((l) => l.type === 'FS' && l.lag === 0)
    ? undefined
    : links.map(({ id, type, lag }) => ({ id, type, lag }));
}

/**
 * A new list of dependencies given as ids: a kept one keeps its type and lag, a new one is finish-to-start
 * without lag.
 */
export function linksForDependencies(current: readonly TaskLink[], ids: readonly string[]): TaskLink[] {
  const kept = new Map(current.map((l) => [l.id, l]));
  return ids.map((id) => kept.get(id) ?? plainLink(id));
}

/**
 * A project's working-day calendar (docs/requirements.md#working-day-calendar): the working weekdays
 * (0 = Sunday … 6 = Saturday; absent or empty: Monday to Friday), less the days off (YYYY-MM-DD).
 */
export interface WorkCalendar {
  weekdays?: ReadonlySet<number>;
  daysOff: ReadonlySet<string>;
}

/** Monday to Friday, as weekday numbers (0 = Sunday). */
export const WEEKDAYS_MONDAY_TO_FRIDAY: readonly number[] = [1, 2, 3, 4, 5];

export const MONDAY_TO_FRIDAY: WorkCalendar = { daysOff: new Set() };

/** The calendar of a project's stored or sent calendar: its working weekdays and the dates of its days off. */
export function workCalendarOf(calendar: {
  workingWeekdays: readonly number[];
  daysOff: readonly { date: string }[];
}): WorkCalendar {
  return { weekdays: new Set(calendar.workingWeekdays), daysOff: new Set(calendar.daysOff.map((d) => d.date)) };
}

export function isWorkingDay(day: string, calendar: WorkCalendar = MONDAY_TO_FRIDAY): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const working =
    calendar.weekdays && calendar.weekdays.size > 0 ? calendar.weekdays.has(weekday) : weekday !== 0 && weekday !== 6;
  return working && !calendar.daysOff.has(day);
}

/** `day` when it is a working day, else the next one (a first day) or, `back`, the one before (a last day). */
export function workingDayOf(day: string, calendar: WorkCalendar = MONDAY_TO_FRIDAY, back = false): string {
  let current = day;
  while (!isWorkingDay(current, calendar)) current = addDaysToDateKey(current, back ? -1 : 1);
  return current;
}

/**
 * The working day `n` working days after `day` (before it for n < 0). n = 0 is `day` itself when it is a
 * working day, else the next one: a date never lands on a day off. `lastDay`: `day` is a task's last day,
 * so a day off there counts from the working day before it.
 */
export function shiftWorkingDays(
  day: string,
  n: number,
  calendar: WorkCalendar = MONDAY_TO_FRIDAY,
  lastDay = false,
): string {
  let current = workingDayOf(day, calendar, lastDay);
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0; ) {
    current = addDaysToDateKey(current, step);
    if (isWorkingDay(current, calendar)) left--;
  }
  return current;
}

/**
 * Working days in (a, b], negative when b is before a: the difference of the two days' working-day numbers,
 * each day off counted as the working day before it, so a date far out (a typo such as year 9999) costs no
 * more than one next week.
 */
export function workingDaysFrom(a: string, b: string, calendar: WorkCalendar = MONDAY_TO_FRIDAY): number {
  if (a === b) return 0;
  return workingDayNumber(b, calendar, true) - workingDayNumber(a, calendar, true);
}

const DAY_MS = 86_400_000;

/** The calendar's days off that fall on its working weekdays, in order: the ones a count of working days skips. */
const skippedDaysOff = new WeakMap<WorkCalendar, string[]>();
function daysOffSkipped(calendar: WorkCalendar): string[] {
  let days = skippedDaysOff.get(calendar);
  if (!days) {
    const working = { ...calendar, daysOff: new Set<string>() };
    days = [...calendar.daysOff].filter((day) => isWorkingDay(day, working)).sort();
    skippedDaysOff.set(calendar, days);
  }
  return days;
}

/**
 * A day as a working-day number of the calendar: consecutive working days have consecutive numbers (from
 * any origin), so the difference of two is the working days between them. A day off counts as the next
 * working day, or, `lastDay`, as the one before (workingDayOf). Logarithmic in the days off.
 */
export function workingDayNumber(day: string, calendar: WorkCalendar = MONDAY_TO_FRIDAY, lastDay = false): number {
  const key = workingDayOf(day, calendar, lastDay);
  const weekdays = calendar.weekdays && calendar.weekdays.size > 0 ? [...calendar.weekdays] : WEEKDAYS_MONDAY_TO_FRIDAY;
  // Days since Sunday 28 December 1969 (1 January 1970 was a Thursday).
  const days = Math.round(Date.parse(`${key}T00:00:00Z`) / DAY_MS) + 4;
  const weeks = Math.floor(days / 7);
  const inWeek = days - weeks * 7;
  const off = daysOffSkipped(calendar);
  let [low, high] = [0, off.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((off[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return weeks * weekdays.length + weekdays.filter((w) => w < inWeek).length - low;
}

export interface DaySpan {
  start: string;
  /** The last day, counted. */
  finish: string;
}

/** What a link requires of its successor: the earliest start, or the earliest finish. */
export type LinkBound = { start: string } | { finish: string };

export function linkBound(
  predecessor: DaySpan,
  link: Pick<TaskLink, 'type' | 'lag'>,
  calendar?: WorkCalendar,
): LinkBound {
  switch (link.type) {
    case 'FS':
      return { start: shiftWorkingDays(predecessor.finish, 1 + link.lag, calendar, true) };
    case 'SS':
      return { start: shiftWorkingDays(predecessor.start, link.lag, calendar) };
    case 'FF':
      return { finish: shiftWorkingDays(predecessor.finish, link.lag, calendar, true) };
    case 'SF':
      return { finish: shiftWorkingDays(predecessor.start, link.lag - 1, calendar) };
  }
}

/** Whether the successor's dates break the link (the predecessor warning). */
export function breaksLink(
  predecessor: DaySpan,
  successor: DaySpan,
  link: Pick<TaskLink, 'type' | 'lag'>,
  calendar?: WorkCalendar,
): boolean {
  const bound = linkBound(predecessor, link, calendar);
  return 'start' in bound
    ? workingDayOf(successor.start, calendar) < bound.start
    : workingDayOf(successor.finish, calendar, true) < bound.finish;
}

export interface LinkedTask extends DaySpan {
  id: string;
  links: readonly TaskLink[];
}

export interface FollowShift {
  id: string;
  /** Working days the task moves, start and finish alike. */
  shift: number;
}

/**
 * Successors follow: the task `id` moved from `from` to its new dates; every task linked after it moves,
 * start and finish, by the working days the date its link hangs on moved (the predecessor's finish for
 * FS and FF, its start for SS and SF), and theirs in turn by what they moved. A task reached along several
 * links takes the largest move in the direction of the change, so no link it had kept is broken by
 * the move. Tasks that do not move are left out. The graph must have no circle (the server refuses one).
 */
export function followShifts(
  tasks: readonly LinkedTask[],
  id: string,
  from: DaySpan,
  calendar?: WorkCalendar,
): FollowShift[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const moved = byId.get(id);
  if (!moved) return [];
  const startMoved = workingDaysFrom(from.start, moved.start, calendar);
  const finishMoved = workingDaysFrom(from.finish, moved.finish, calendar);
  const successors = new Map<string, { task: LinkedTask; link: TaskLink }[]>();
  for (const task of tasks) {
    for (const link of task.links) {
      successors.set(link.id, [...(successors.get(link.id) ?? []), { task, link }]);
    }
  }
  const later = startMoved + finishMoved >= 0;
  const better = (a: number, b: number) => (later ? Math.max(a, b) : Math.min(a, b));
  // Each task's move settles once every moved predecessor has offered one: a topological walk of what is reachable.
  const reachable = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    for (const { task } of successors.get(stack.pop() as string) ?? []) {
      if (!reachable.has(task.id)) {
        reachable.add(task.id);
        stack.push(task.id);
      }
    }
  }
  const waiting = new Map<string, number>();
  for (const target of reachable) {
    const task = byId.get(target) as LinkedTask;
    waiting.set(target, task.links.filter((l) => l.id === id || reachable.has(l.id)).length);
  }
  const shifts = new Map<string, number>();
  const offered = new Map<string, number>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const { task, link } of successors.get(current) ?? []) {
      if (!reachable.has(task.id) || task.id === id) continue;
      const drive =
        current === id
          ? link.type === 'FS' || link.type === 'FF'
            ? finishMoved
            : startMoved
          : (shifts.get(current) ?? 0);
      offered.set(task.id, offered.has(task.id) ? better(offered.get(task.id) as number, drive) : drive);
      const left = (waiting.get(task.id) ?? 1) - 1;
      waiting.set(task.id, left);
      if (left === 0) {
        shifts.set(task.id, offered.get(task.id) ?? 0);
        queue.push(task.id);
      }
    }
  }
  return [...shifts].filter(([, shift]) => shift !== 0).map(([task, shift]) => ({ id: task, shift }));
}

/** A span moved by `shift` working days, start and finish alike. */
export function shiftSpan(span: DaySpan, shift: number, calendar?: WorkCalendar): DaySpan {
  return {
    start: shiftWorkingDays(span.start, shift, calendar),
    finish: shiftWorkingDays(span.finish, shift, calendar),
  };
}
