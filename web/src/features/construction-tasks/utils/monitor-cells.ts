/** What each cell of the Project Schedule table (Monitor) shows, as pure functions (docs/requirements.md#monitor-cell-rules). */
import { counted } from '#shared/counted.ts';
import type { ActivitySummary, ConstructionTask } from '#shared/task-models.ts';
import { daysLeft, formatTorontoDateTime, parseTimestamp, torontoDateKey } from '#shared/time.ts';

export type Tone = 'yellow' | 'grey' | 'blue' | 'purple' | 'green' | 'red';

/** A badge (tone set) or plain text (no tone). */
export interface CellText {
  text: string;
  tone?: Tone;
}

const STATUS_BADGES: Record<string, CellText> = {
  working: { text: 'Working', tone: 'yellow' },
  'not ready': { text: 'Not Ready', tone: 'grey' },
  'waiting book': { text: 'Waiting Book', tone: 'blue' },
  booked: { text: 'Booked', tone: 'purple' },
  complete: { text: 'Complete', tone: 'green' },
};

/** The table's status default (docs/requirements.md#monitor-cell-rules): a task nobody reported on yet. */
export const DEFAULT_TABLE_STATUS = 'pending';

/** Status badge colours of docs/requirements.md#monitor-cell-rules; any other value is raw text, a blank one N/A. */
export function statusCell(status: string | null | undefined): CellText {
  const value = status ?? DEFAULT_TABLE_STATUS;
  const badge = STATUS_BADGES[value.trim().toLowerCase()];
  if (badge) return badge;
  return { text: value.trim() === '' ? 'N/A' : value };
}

/** N/A in grey when empty or 'N/A'; Scheduled is a yellow badge; anything else plain text. */
export function inspectionCell(inspection: string | null | undefined): CellText {
  const value = inspection?.trim() ?? '';
  if (value === '' || value.toUpperCase() === 'N/A') return { text: 'N/A', tone: 'grey' };
  if (value.toLowerCase() === 'scheduled') return { text: 'Scheduled', tone: 'yellow' };
  return { text: value };
}

/** A task reported Complete; every other status is still to be done. */
export function isFinished(task: Pick<ConstructionTask, 'status'>): boolean {
  return task.status?.trim().toLowerCase() === 'complete';
}

/** Days Left: hidden for complete tasks and without a finish; red at 3 or fewer, yellow at 7 or fewer. */
export function daysLeftCell(
  task: Pick<ConstructionTask, 'status' | 'schedule_finish'>,
  now: Date,
): { days: number; text: string; tone?: 'red' | 'yellow' } | null {
  if (isFinished(task)) return null;
  const days = daysLeft(task.schedule_finish, now);
  if (days === undefined) return null;
  const text = counted(days, 'day');
  if (days <= 3) return { days, text, tone: 'red' };
  if (days <= 7) return { days, text, tone: 'yellow' };
  return { days, text };
}

const dayOf = (timestamp: string | undefined): string | undefined => {
  const date = parseTimestamp(timestamp);
  return date ? torontoDateKey(date) : undefined;
};

/**
 * Estimate start is yellow when later than the schedule start; estimate finish red when later than the
 * schedule finish. Compared by Toronto calendar date (a bar dragged to 09:00 is still that day).
 */
export function estimateHighlight(
  task: Pick<ConstructionTask, 'schedule_start' | 'schedule_finish' | 'estimate_start' | 'estimate_finish'>,
): { startLate: boolean; finishLate: boolean } {
  const later = (estimate: string | undefined, schedule: string | undefined) => {
    const a = dayOf(estimate);
    const b = dayOf(schedule);
    return a !== undefined && b !== undefined && a > b;
  };
  return {
    startLate: later(task.estimate_start, task.schedule_start),
    finishLate: later(task.estimate_finish, task.schedule_finish),
  };
}

/** A Toronto calendar date, YYYY-MM-DD, or the fallback. */
export function formatDate(timestamp: string | undefined, fallback = '-'): string {
  return dayOf(timestamp) ?? fallback;
}

/** "2026-11-22, 16:05" in Toronto. */
export function formatDateTime(timestamp: string | undefined): string {
  return formatTorontoDateTime(timestamp);
}

/** Note (Today) and Image (Today): today's items, else 'Before' when older ones exist, else nothing. */
export function activityCellState(summary: ActivitySummary | undefined): 'today' | 'before' | 'none' {
  if (!summary) return 'none';
  if (summary.state === 'today' && summary.todayCount > 0) return 'today';
  return summary.count > 0 ? 'before' : 'none';
}

/** What the Monitor lists: unfinished tasks (the default), those due within a week, those on today, or all. */
export const MONITOR_FILTERS = [
  { value: 'unfinished', label: 'Unfinished' },
  { value: 'due-soon', label: 'Due soon' },
  { value: 'today', label: 'Today' },
  { value: 'all', label: 'All' },
] as const;
export type MonitorFilter = (typeof MONITOR_FILTERS)[number]['value'];

/** Due soon: unfinished and finishing within this many days (overdue included). */
export const DUE_SOON_DAYS = 7;

type FilterFields = Pick<ConstructionTask, 'status' | 'schedule_start' | 'schedule_finish'>;

/** Active today, in Toronto: the schedule has started and not yet finished (both days included). */
export function isActiveToday(task: FilterFields, now: Date): boolean {
  const start = dayOf(task.schedule_start);
  const finish = dayOf(task.schedule_finish);
  const today = torontoDateKey(now);
  return start !== undefined && finish !== undefined && start <= today && today <= finish;
}

/**
 * The Monitor's rows for a filter. All keeps the schedule's order; the others list unfinished tasks with
 * the earliest finish first (overdue at the top, tasks without a finish last), so what is due comes first.
 */
export function monitorRows<T extends FilterFields>(tasks: readonly T[], filter: MonitorFilter, now: Date): T[] {
  if (filter === 'all') return [...tasks];
  const keep = (task: T): boolean => {
    if (isFinished(task)) return false;
    if (filter === 'today') return isActiveToday(task, now);
    if (filter === 'due-soon') {
      const days = daysLeft(task.schedule_finish, now);
      return days !== undefined && days <= DUE_SOON_DAYS;
    }
    return true;
  };
  const finish = (task: T) => dayOf(task.schedule_finish) ?? '9999-99-99';
  return tasks.filter(keep).sort((a, b) => finish(a).localeCompare(finish(b)));
}

/** The rows of one phase (docs/requirements.md#phases): `phase` names the phases it is in, '' at the top. */
export interface MonitorGroup<T> {
  phase: string;
  rows: T[];
}

/**
 * The table's rows grouped by the phase each task is in ("Building › Structure"), the tasks at the top
 * first, then each phase in the order its first row comes; rows keep their order within a group. `all`
 * are the schedule's tasks, to name the phases (a phase filtered out still names its group).
 */
export function monitorGroups<T extends Pick<ConstructionTask, '_id' | 'task_name' | 'parent_id'>>(
  rows: readonly T[],
  all: readonly T[],
): MonitorGroup<T>[] {
  const byId = new Map(all.map((t) => [t._id, t]));
  const phaseOf = (task: T, seen = new Set<string>()): string => {
    const up = task.parent_id ? byId.get(task.parent_id) : undefined;
    if (!up || seen.has(up._id)) return '';
    seen.add(up._id);
    const outer = phaseOf(up, seen);
    return `${outer ? `${outer} › ` : ''}${up.task_name}`;
  };
  const groups = new Map<string, T[]>([['', []]]);
  for (const row of rows) {
    const phase = phaseOf(row);
    groups.get(phase)?.push(row) ?? groups.set(phase, [row]);
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([phase, list]) => ({ phase, rows: list }));
}
