/**
 * The critical path method on a schedule (docs/requirements.md#critical-path): finish-to-start
 * dependencies, whole days, inclusive finish. Days are numbers (any origin); a task occupies its first
 * to its last day, both included, so a successor may start the day after its predecessor's last day
 * (the rule the predecessor warnings use). A milestone is a task whose first and last day are the same.
 *
 * Forward pass: a task starts early on its planned first day or the day after its latest predecessor's
 * early finish, whichever is later (a planned start acts as "start no earlier than").
 * Backward pass: the project finishes on the latest early finish; a task finishes late on the day before
 * its earliest successor's late start, or on the project's finish when nothing follows it.
 * Total float = late start − early start; the critical tasks have none.
 */
import { torontoDateKeyOf } from '#shared/time.ts';
import type { ScheduleTask } from './gantt-tasks.ts';

export interface NetworkTask {
  id: string;
  /** Planned first day and last day (inclusive), as day numbers. */
  firstDay: number;
  lastDay: number;
  /** Predecessor ids (finish-to-start). Unknown ids are ignored. */
  dependencies: readonly string[];
}

export interface TaskFloat {
  earlyStart: number;
  /** Inclusive: the last day of the task when it starts early. */
  earlyFinish: number;
  lateStart: number;
  lateFinish: number;
  /** Days the task can slip without moving the project's finish. */
  totalFloat: number;
  critical: boolean;
}

export interface CriticalPath {
  /** Every task not in a dependency cycle, in the order given. */
  floats: Map<string, TaskFloat>;
  /** The project's last day (the latest early finish). */
  projectFinish: number;
  /** Dependency links on the critical path: both ends critical and the predecessor drives the successor. */
  criticalLinks: { from: string; to: string }[];
}

/** Linear in tasks and links (a topological order, then one pass each way). */
export function criticalPath(tasks: readonly NetworkTask[]): CriticalPath {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const predecessors = new Map<string, string[]>();
  const successors = new Map<string, string[]>();
  for (const task of tasks) {
    const preds = [...new Set(task.dependencies)].filter((id) => id !== task.id && byId.has(id));
    predecessors.set(task.id, preds);
    for (const id of preds) successors.get(id)?.push(task.id) ?? successors.set(id, [task.id]);
  }
  // Kahn's order; tasks in a cycle (the server refuses them) never come out and get no float.
  const waiting = new Map(tasks.map((t) => [t.id, predecessors.get(t.id)?.length ?? 0]));
  const order: string[] = tasks.filter((t) => waiting.get(t.id) === 0).map((t) => t.id);
  for (let i = 0; i < order.length; i++) {
    for (const next of successors.get(order[i] as string) ?? []) {
      const left = (waiting.get(next) ?? 0) - 1;
      waiting.set(next, left);
      if (left === 0) order.push(next);
    }
  }

  const early = new Map<string, { start: number; finish: number; length: number }>();
  let projectFinish = Number.NEGATIVE_INFINITY;
  for (const id of order) {
    const task = byId.get(id) as NetworkTask;
    const length = Math.max(0, task.lastDay - task.firstDay);
    let start = task.firstDay;
    for (const p of predecessors.get(id) ?? []) start = Math.max(start, (early.get(p)?.finish ?? start) + 1);
    early.set(id, { start, finish: start + length, length });
    projectFinish = Math.max(projectFinish, start + length);
  }

  const lateStart = new Map<string, number>();
  const floats = new Map<string, TaskFloat>();
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i] as string;
    const e = early.get(id) as { start: number; finish: number; length: number };
    let lateFinish = projectFinish;
    for (const s of successors.get(id) ?? []) {
      const successorStart = lateStart.get(s);
      if (successorStart !== undefined) lateFinish = Math.min(lateFinish, successorStart - 1);
    }
    const start = lateFinish - e.length;
    lateStart.set(id, start);
    const totalFloat = start - e.start;
    floats.set(id, {
      earlyStart: e.start,
      earlyFinish: e.finish,
      lateStart: start,
      lateFinish,
      totalFloat,
      critical: totalFloat <= 0,
    });
  }

  const criticalLinks: { from: string; to: string }[] = [];
  for (const id of order) {
    const to = floats.get(id);
    if (!to?.critical) continue;
    for (const from of predecessors.get(id) ?? []) {
      const f = floats.get(from);
      if (f?.critical && f.earlyFinish + 1 === to.earlyStart) criticalLinks.push({ from, to: id });
    }
  }
  const inTaskOrder = new Map<string, TaskFloat>();
  for (const task of tasks) {
    const f = floats.get(task.id);
    if (f) inTaskOrder.set(task.id, f);
  }
  return { floats: inTaskOrder, projectFinish: Number.isFinite(projectFinish) ? projectFinish : 0, criticalLinks };
}

/** A Toronto date key (YYYY-MM-DD) as a day number. */
const dayNumber = (key: string): number => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
};

/** The schedule's tasks in Toronto calendar days; tasks without valid dates are left out. */
export function scheduleCriticalPath(tasks: readonly ScheduleTask[]): CriticalPath {
  const network: NetworkTask[] = [];
  for (const task of tasks) {
    const first = torontoDateKeyOf(task.start);
    const last = torontoDateKeyOf(task.end);
    if (!first || !last) continue;
    const firstDay = dayNumber(first);
    network.push({
      id: task.id,
      firstDay,
      lastDay: Math.max(firstDay, dayNumber(last)),
      dependencies: task.dependencies,
    });
  }
  return criticalPath(network);
}

/** "0 d", "3 d": a float in the list's narrow column. */
export const floatLabel = (days: number): string => `${days} d`;
