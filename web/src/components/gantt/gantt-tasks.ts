/**
 * Pure logic behind both schedules' Gantt charts: the server's tasks in the chart's shape, the
 * tasks that start before a predecessor finishes, and the choices the Dependencies list may offer.
 */
import type { Task as GanttTask } from 'gantt-task-react';
import type { TaskType } from '#shared/schemas/tasks.ts';
import { parseTimestamp } from '#shared/time.ts';
import { wallDateOf } from '../../lib/toronto-wall.ts';

/** What both schedules have in common (construction: schedule_start/finish; marketing: start/end_date). */
export interface ScheduleTask {
  id: string;
  name: string;
  /** UTC ISO timestamps as the server stores them. */
  start: string;
  end: string;
  progress: number;
  type: TaskType;
  dependencies: readonly string[];
  owner?: string;
}

export interface PredecessorConflict {
  taskId: string;
  taskName: string;
  start: string;
  predecessorId: string;
  predecessorName: string;
  predecessorEnd: string;
}

const time = (timestamp: string): number => parseTimestamp(timestamp)?.getTime() ?? Number.NaN;

/**
 * Each (task, predecessor) pair where the task starts before the predecessor finishes, in task order.
 * Linear in the number of tasks and dependency links.
 */
export function findPredecessorConflicts(tasks: readonly ScheduleTask[]): PredecessorConflict[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const conflicts: PredecessorConflict[] = [];
  for (const task of tasks) {
    const start = time(task.start);
    if (Number.isNaN(start)) continue;
    for (const id of task.dependencies) {
      const predecessor = byId.get(id);
      if (!predecessor || predecessor.id === task.id) continue;
      const end = time(predecessor.end);
      if (!Number.isNaN(end) && start < end) {
        conflicts.push({
          taskId: task.id,
          taskName: task.name,
          start: task.start,
          predecessorId: predecessor.id,
          predecessorName: predecessor.name,
          predecessorEnd: predecessor.end,
        });
      }
    }
  }
  return conflicts;
}

/** Bar colours of a task that starts too early (the legend above the chart shows the same red). */
export const CONFLICT_STYLES = {
  backgroundColor: '#f0a9a3',
  backgroundSelectedColor: '#e8857c',
  progressColor: '#c0392b',
  progressSelectedColor: '#962d22',
} as const;

export interface ToGanttOptions {
  /** Tasks drawn red. */
  conflicting?: ReadonlySet<string>;
  /** Bars cannot be dragged or deleted (roles that only read the schedule). */
  readOnly?: boolean;
}

const clampProgress = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round(value))) : 0;

/**
 * The chart's tasks in the schedule's own order: the order they were added (ids are ULIDs, which sort
 * by creation), so a row keeps its place when its dates change (the server lists by start).
 * displayOrder keeps it: the chart sorts by it.
 * Dates are Toronto wall-clock Dates; unknown dependency ids are dropped (the chart would fail on them);
 * a task without valid dates is left out.
 */
export function toGanttTasks(tasks: readonly ScheduleTask[], options: ToGanttOptions = {}): GanttTask[] {
  const { conflicting, readOnly = false } = options;
  const drawable: { task: ScheduleTask; start: Date; end: Date }[] = [];
  const ordered = [...tasks].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const task of ordered) {
    const start = wallDateOf(task.start);
    const end = wallDateOf(task.end);
    if (start && end) drawable.push({ task, start, end: new Date(Math.max(end.getTime(), start.getTime())) });
  }
  // A dependency on a task the chart does not draw would break its arrows.
  const known = new Set(drawable.map((d) => d.task.id));
  const result: GanttTask[] = [];
  for (const { task, start, end } of drawable) {
    result.push({
      id: task.id,
      name: task.name,
      start,
      end,
      progress: clampProgress(task.progress),
      type: task.type,
      dependencies: task.dependencies.filter((id) => id !== task.id && known.has(id)),
      displayOrder: result.length + 1,
      isDisabled: readOnly,
      ...(conflicting?.has(task.id) && { styles: { ...CONFLICT_STYLES } }),
    });
  }
  return result;
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
export interface ServerTask {
  _id: string;
  task_name: string;
  progress?: number;
  type?: ScheduleTask['type'];
  dependencies?: string[];
  owner?: string;
}

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
        id: task._id,
        name: task.task_name,
        ...dates(task),
        progress: task.progress ?? 0,
        type: task.type ?? 'task',
        dependencies: task.dependencies ?? [],
        owner: task.owner,
      };
      mapped.set(task, result);
    }
    return result;
  };
}
