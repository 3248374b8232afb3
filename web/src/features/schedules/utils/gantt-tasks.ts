/**
 * Pure logic behind both schedules' Gantt charts: the server's tasks in the chart's shape, the
 * tasks that start before a predecessor finishes, and the choices the Dependencies list may offer.
 */
import type { Task as GanttTask } from 'gantt-task-react';
import type { CompactScheduleTask } from '#shared/models/schedule-first-tasks.ts';
import { type ChartSourceTask, compactScheduleTask } from '#shared/schedule-chart-task.ts';
import {
  breaksLink,
  type DaySpan,
  type LinkType,
  linksOf,
  type TaskLink,
  type WorkCalendar,
} from '#shared/schedule-links.ts';
import { torontoDateKeyOf } from '#shared/time.ts';
import { wallDateOf } from '../../../lib/toronto-wall.ts';
import { type BaselineDays, baselineBar } from './baselines.ts';
import type { CriticalPath } from './critical-path.ts';
import { outlineOf, phaseSummaries, withPhaseSpans } from './phases.ts';

/**
 * What both schedules have in common (construction: schedule_start/finish; marketing: start/end_date): the
 * chart's task as the server's first screenful gives it (start and end: UTC ISO timestamps as stored).
 */
export interface ScheduleTask extends Omit<CompactScheduleTask, 'dependencies' | 'links'> {
  dependencies: readonly string[];
  /** The dependencies' types and lags; absent: each is finish-to-start without lag. */
  links?: readonly TaskLink[];
  /** Its notes from the plan (MS Project's task Notes), shown and edited in Edit Task; not in the first screenful. */
  description?: string;
}

export interface PredecessorConflict {
  taskId: string;
  taskName: string;
  start: string;
  predecessorId: string;
  predecessorName: string;
  predecessorEnd: string;
  /** The link it breaks. */
  type: LinkType;
  lag: number;
}

/**
 * Each (task, predecessor) pair whose link the task's dates break (breaksLink in shared/schedule-links.ts:
 * its type and lag in working days of the calendar, docs/requirements.md#link-types-and-lags), in task order; a phase by
 * the span of what it holds (withPhaseSpans). For a
 * finish-to-start link without lag, a task that starts on its predecessor's finish date starts too early.
 * Linear in the number of tasks and links.
 */
export function findPredecessorConflicts(
  schedule: readonly ScheduleTask[],
  calendar?: WorkCalendar,
): PredecessorConflict[] {
  const tasks = withPhaseSpans(schedule);
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const conflicts: PredecessorConflict[] = [];
  for (const task of tasks) {
    const span = daySpanOf(task);
    if (!span) continue;
    for (const link of linksOf(task)) {
      const predecessor = byId.get(link.id);
      if (!predecessor || predecessor.id === task.id) continue;
      const before = daySpanOf(predecessor);
      if (before && breaksLink(before, span, link, calendar)) {
        conflicts.push({
          taskId: task.id,
          taskName: task.name,
          start: task.start,
          predecessorId: predecessor.id,
          predecessorName: predecessor.name,
          predecessorEnd: predecessor.end,
          type: link.type,
          lag: link.lag,
        });
      }
    }
  }
  return conflicts;
}

/** A task's first and last day as Toronto date keys, or undefined without valid dates. */
function daySpanOf(task: ScheduleTask): DaySpan | undefined {
  const start = torontoDateKeyOf(task.start);
  const finish = torontoDateKeyOf(task.end);
  return start && finish ? { start, finish } : undefined;
}

/** Bar colours of a task that starts too early (the legend above the chart shows the same red). */
export const CONFLICT_STYLES = {
  backgroundColor: '#f0a9a3',
  backgroundSelectedColor: '#e8857c',
  progressColor: '#c0392b',
  progressSelectedColor: '#962d22',
} as const;

/** Bar colours of a task on the critical path (the legend shows the same amber; its arrows are drawn in it too). */
export const CRITICAL_STYLES = {
  backgroundColor: '#f6c97a',
  backgroundSelectedColor: '#f0b44c',
  progressColor: '#b45309',
  progressSelectedColor: '#92400e',
} as const;

/**
 * A chart task, and the predecessors whose arrows into it are on the critical path (the chart ignores
 * this field; critical-arrows.ts marks those arrows by their data-from/data-to).
 */
export type ChartTask = GanttTask & {
  criticalFrom?: string[];
  /** Its depth in the outline: 0 at the top, 1 inside a phase… (the list indents by it). */
  level?: number;
  /** How many tasks a phase holds directly (its bar spans them; it collapses and expands). */
  holds?: number;
  /**
   * The task's own dates (wall clock, as `start` and `end`) when they lie far outside the rest of the
   * schedule: its bar is then drawn at the edge of the chart's range, and the list shows these dates.
   */
  outlier?: { start: Date; end: Date };
};

/**
 * The most days the chart spans (about five years). The chart draws every day of its range, so a task
 * typed with the wrong year (9999, or 2062 for 2026) would make it millions of pixels wide and freeze the
 * page; tasks outside the range are outliers (docs/requirements.md#gantt-chart).
 */
export const MAX_CHART_DAYS = 5 * 366;

/** Bar colours of an outlier: grey, drawn at the chart's edge. */
export const OUTLIER_STYLES = {
  backgroundColor: '#c8c8c8',
  backgroundSelectedColor: '#a8a8a8',
  progressColor: '#7a7a7a',
  progressSelectedColor: '#5a5a5a',
} as const;

const DAY_MS = 86_400_000;

/**
 * The range the chart draws: the window of at most MAX_CHART_DAYS that holds the most tasks (their whole
 * bars), from the first start to the last end of the tasks inside it. Undefined without tasks.
 * O(n log n): the tasks sorted by start, two pointers over them.
 */
export function chartRange(spans: readonly { start: Date; end: Date }[]): { first: Date; last: Date } | undefined {
  if (spans.length === 0) return undefined;
  const starts = spans.map((s) => s.start.getTime()).sort((a, b) => a - b);
  const cap = MAX_CHART_DAYS * DAY_MS;
  let best = 0;
  let bestCount = 0;
  for (let i = 0, j = 0; i < starts.length; i++) {
    if (j < i) j = i;
    while (j + 1 < starts.length && (starts[j + 1] as number) - (starts[i] as number) <= cap) j++;
    if (j - i + 1 > bestCount) {
      bestCount = j - i + 1;
      best = starts[i] as number;
    }
  }
  const limit = best + cap;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { start, end } of spans) {
    if (start.getTime() < best || end.getTime() > limit) continue;
    first = Math.min(first, start.getTime());
    last = Math.max(last, end.getTime());
  }
  // Every task of the densest window is longer than the cap: draw the window itself.
  if (first > last) return { first: new Date(best), last: new Date(limit) };
  return { first: new Date(first), last: new Date(last) };
}

/** A bar kept inside the chart's range, at least one day long (an outlier's, at the nearest edge). */
function clampToRange(start: Date, end: Date, range: { first: Date; last: Date }): { start: Date; end: Date } {
  const latestStart = addDays(range.last, -1);
  const from = start < range.first ? range.first : start > latestStart ? latestStart : start;
  const until = end > range.last ? range.last : end;
  return { start: from, end: until > from ? until : addDays(from, 1) };
}

export interface ToGanttOptions {
  /** Tasks drawn red. */
  conflicting?: ReadonlySet<string>;
  /** When given, the critical tasks are drawn amber (over the red) and their driving arrows marked. */
  critical?: CriticalPath;
  /** Bars cannot be dragged or deleted (roles that only read the schedule). */
  readOnly?: boolean;
  /** Phases drawn collapsed: the tasks they hold are hidden. */
  collapsed?: ReadonlySet<string>;
  /** A baseline's days: each task it holds gets its thin bar (`baseline`). */
  baseline?: BaselineDays | undefined;
  /** The project's calendar, which a phase's progress weighs its tasks' working days in. */
  calendar?: WorkCalendar;
}

const clampProgress = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round(value))) : 0;

const dayStart = (wall: Date): Date => new Date(wall.getFullYear(), wall.getMonth(), wall.getDate());
const addDays = (wall: Date, days: number): Date =>
  new Date(wall.getFullYear(), wall.getMonth(), wall.getDate() + days);

/** Chart dates (wall clock) snap to the nearest midnight: schedules are kept in whole days. */
export function nearestDay(wall: Date): Date {
  const day = dayStart(wall);
  const next = addDays(wall, 1);
  return wall.getTime() - day.getTime() < next.getTime() - wall.getTime() ? day : next;
}

/** The last day a bar ending at this wall-clock midnight covers: the finish date to store. */
export const lastDayOf = (barEnd: Date): Date => addDays(barEnd, -1);

/**
 * Where a dragged or resized bar now stands, in whole days: its first day and its last day (the finish
 * date, inclusive). Undefined when the drag lands where the bar already was.
 */
export function draggedDays(
  dragged: { start: Date; end: Date; type?: ScheduleTask['type'] },
  before: { start: Date; end: Date } | undefined,
): { start: Date; lastDay: Date } | undefined {
  const start = nearestDay(dragged.start);
  let end = nearestDay(dragged.end);
  // The chart draws a milestone as a point (its end set to its start): a move keeps its length.
  if (dragged.type === 'milestone' && before)
    end = new Date(before.end.getTime() + (start.getTime() - before.start.getTime()));
  if (end <= start) end = addDays(start, 1);
  if (before && before.start.getTime() === start.getTime() && before.end.getTime() === end.getTime()) return undefined;
  return { start, lastDay: lastDayOf(end) };
}

/**
 * The chart's tasks in the schedule's own order: the order they were added (ids are ULIDs, which sort
 * by creation), so a row keeps its place when its dates change (the server lists by start), each phase
 * followed by the tasks it holds (phases.ts: its bar spans them, its progress is theirs weighted by
 * working days, and a collapsed one hides them).
 * displayOrder keeps it: the chart sorts by it.
 * Dates are Toronto wall-clock Dates in whole days: a bar runs from the start of its first day to the end
 * of its finish date, which the person typed as the last working day. Unknown dependency ids are dropped
 * (the chart would fail on them); a task without valid dates is left out. The chart spans at most
 * MAX_CHART_DAYS: a task far outside the rest (a mistyped year) is an outlier, drawn at the range's edge.
 */
export function toGanttTasks(tasks: readonly ScheduleTask[], options: ToGanttOptions = {}): ChartTask[] {
  const { conflicting, critical, readOnly = false, collapsed, baseline, calendar } = options;
  const criticalFrom = new Map<string, string[]>();
  for (const { from, to } of critical?.criticalLinks ?? []) {
    const list = criticalFrom.get(to);
    if (list) list.push(from);
    else criticalFrom.set(to, [from]);
  }
  const drawable: { task: ScheduleTask; start: Date; end: Date }[] = [];
  const outline = outlineOf([...tasks].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  const phases = phaseSummaries(outline, calendar);
  for (const task of outline.order) {
    const own = phases.get(task.id) ?? task;
    const first = wallDateOf(own.start);
    const last = wallDateOf(own.end);
    if (!first || !last) continue;
    const start = dayStart(first);
    drawable.push({ task, start, end: addDays(new Date(Math.max(last.getTime(), start.getTime())), 1) });
  }
  // A dependency on a task the chart does not draw would break its arrows.
  const known = new Set(drawable.map((d) => d.task.id));
  const range = chartRange(drawable);
  const result: ChartTask[] = [];
  for (const { task, start, end } of drawable) {
    const onCriticalPath = critical?.floats.get(task.id)?.critical === true;
    const bar = range ? clampToRange(start, end, range) : { start, end };
    const outlier = bar.start.getTime() !== start.getTime() || bar.end.getTime() !== end.getTime();
    const phase = phases.get(task.id);
    const held = outline.children.get(task.id)?.length ?? 0;
    const parent = outline.parent.get(task.id);
    const saved = baseline?.get(task.id);
    result.push({
      id: task.id,
      name: task.name,
      start: bar.start,
      end: bar.end,
      progress: clampProgress(phase?.progress ?? task.progress),
      type: task.type,
      level: outline.level.get(task.id) ?? 0,
      ...(held > 0 && { holds: held, hideChildren: collapsed?.has(task.id) ?? false }),
      ...(parent && known.has(parent) && { project: parent }),
      dependencies: task.dependencies.filter((id) => id !== task.id && known.has(id)),
      ...linkTypesOf(task),
      displayOrder: result.length + 1,
      // An outlier's bar stands at the edge, not on its dates: it is changed in Edit Task, not dragged.
      isDisabled: readOnly || outlier,
      ...(conflicting?.has(task.id) && { styles: { ...CONFLICT_STYLES } }),
      ...(onCriticalPath && { styles: { ...CRITICAL_STYLES } }),
      ...(outlier && { styles: { ...OUTLIER_STYLES }, outlier: { start, end } }),
      ...(criticalFrom.has(task.id) && { criticalFrom: criticalFrom.get(task.id) }),
      ...(saved && { baseline: baselineBar(saved) }),
    });
  }
  return result;
}

/** The chart's `linkTypes`: each link that is not finish-to-start, by its predecessor (none: no field). */
function linkTypesOf(task: ScheduleTask): { linkTypes?: Record<string, LinkType> } {
  const typed = (task.links ?? []).filter((l) => l.type !== 'FS');
  return typed.length ? { linkTypes: Object.fromEntries(typed.map((l) => [l.id, l.type])) } : {};
}

/**
 * The tasks that depend on `taskId`, directly or through others: choosing one of them as a
 * dependency would make a cycle, so the Dependencies list does not offer them.
 */
export function dependentsOf(taskId: string, tasks: readonly ScheduleTask[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const task of tasks) {
    for (const dep of task.dependencies) {
      const list = children.get(dep);
      if (list) list.push(task.id);
      else children.set(dep, [task.id]);
    }
  }
  const found = new Set<string>();
  const stack = [...(children.get(taskId) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id) || id === taskId) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

export const NO_SCHEDULE_TASKS: readonly ScheduleTask[] = [];

/** A server task and the dates it is drawn between; each schedule names its date fields its own way. */
export type ServerTask = ChartSourceTask & { description?: string };

/**
 * Maps server tasks to chart tasks, kept per server object: a task the server did not change keeps
 * its chart object, so the chart does not redraw it.
 */
export function chartTaskMapper<T extends ServerTask>(dates: (task: T) => { start: string; end: string }) {
  const mapped = new WeakMap<T, ScheduleTask>();
  return (task: T): ScheduleTask => {
    let result = mapped.get(task);
    if (!result) {
      result = {
        ...compactScheduleTask(task, dates(task)),
        ...(task.description && { description: task.description }),
      };
      mapped.set(task, result);
    }
    return result;
  };
}
