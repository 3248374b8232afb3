/**
 * The critical path method on a schedule (docs/requirements.md#critical-path): links of all four types
 * with lags (docs/requirements.md#link-types-and-lags), in working days, inclusive finish. Days are numbers
 * (any origin; scheduleCriticalPath numbers working days of the project's calendar,
 * docs/requirements.md#working-day-calendar); a task occupies its first
 * to its last day, both included, so a finish-to-start successor may start the day after its
 * predecessor's last day (the rule the predecessor warnings use). A milestone is a task whose first and
 * last day are the same.
 *
 * What a link of lag L asks, with ES/EF the early start and finish:
 * FS: ES ≥ EF(p) + 1 + L; SS: ES ≥ ES(p) + L; FF: EF ≥ EF(p) + L; SF: EF ≥ ES(p) + L − 1.
 * Forward pass: a task starts early on its planned first day or the earliest its links allow, whichever is
 * later (a planned start acts as "start no earlier than").
 * Backward pass: the project finishes on the latest early finish; a task finishes late as late as every
 * successor's link allows, or on the project's finish when nothing follows it.
 * Total float = late start − early start; the critical tasks have none.
 */
import { linksOf, type TaskLink, type WorkCalendar, workingDayNumber } from '#shared/schedule-links.ts';
import { torontoDateKeyOf } from '#shared/time.ts';
import type { ScheduleTask } from './gantt-tasks.ts';
import { withPhaseSpans } from './phases.ts';

export interface NetworkTask {
  id: string;
  /** Planned first day and last day (inclusive), as day numbers. */
  firstDay: number;
  lastDay: number;
  /** Predecessor ids (finish-to-start without lag unless `links` says otherwise). Unknown ids are ignored. */
  dependencies: readonly string[];
  /** The dependencies' types and lags (lags in the same day units). */
  links?: readonly TaskLink[];
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

/** The earliest start a link allows its successor of `length` days, from the predecessor's early dates. */
function earliestStart(link: TaskLink, p: { start: number; finish: number }, length: number): number {
  switch (link.type) {
    case 'FS':
      return p.finish + 1 + link.lag;
    case 'SS':
      return p.start + link.lag;
    case 'FF':
      return p.finish + link.lag - length;
    case 'SF':
      return p.start + link.lag - 1 - length;
  }
}

/** The latest finish a link allows its predecessor of `length` days, from the successor's late dates. */
function latestFinish(link: TaskLink, s: { start: number; finish: number }, length: number): number {
  switch (link.type) {
    case 'FS':
      return s.start - 1 - link.lag;
    case 'SS':
      return s.start - link.lag + length;
    case 'FF':
      return s.finish - link.lag;
    case 'SF':
      return s.finish - link.lag + 1 + length;
  }
}

interface Edge {
  from: string;
  to: string;
  link: TaskLink;
}

/** Linear in tasks and links (a topological order, then one pass each way). */
export function criticalPath(tasks: readonly NetworkTask[]): CriticalPath {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const predecessors = new Map<string, Edge[]>();
  const successors = new Map<string, Edge[]>();
  for (const task of tasks) {
    const links = new Map(linksOf(task).map((l) => [l.id, l]));
    const edges = [...links.values()]
      .filter((l) => l.id !== task.id && byId.has(l.id))
      .map((link) => ({ from: link.id, to: task.id, link }));
    predecessors.set(task.id, edges);
    for (const edge of edges) successors.get(edge.from)?.push(edge) ?? successors.set(edge.from, [edge]);
  }
  // Kahn's order; tasks in a cycle (the server refuses them) never come out and get no float.
  const waiting = new Map(tasks.map((t) => [t.id, predecessors.get(t.id)?.length ?? 0]));
  const order: string[] = tasks.filter((t) => waiting.get(t.id) === 0).map((t) => t.id);
  for (let i = 0; i < order.length; i++) {
    for (const { to: next } of successors.get(order[i] as string) ?? []) {
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
    for (const { from, link } of predecessors.get(id) ?? []) {
      const p = early.get(from);
      if (p) start = Math.max(start, earliestStart(link, p, length));
    }
    early.set(id, { start, finish: start + length, length });
    projectFinish = Math.max(projectFinish, start + length);
  }

  const late = new Map<string, { start: number; finish: number }>();
  const floats = new Map<string, TaskFloat>();
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i] as string;
    const e = early.get(id) as { start: number; finish: number; length: number };
    let lateFinish = projectFinish;
    for (const { to, link } of successors.get(id) ?? []) {
      const s = late.get(to);
      if (s) lateFinish = Math.min(lateFinish, latestFinish(link, s, e.length));
    }
    const start = lateFinish - e.length;
    late.set(id, { start, finish: lateFinish });
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
    const length = to.earlyFinish - to.earlyStart;
    for (const { from, link } of predecessors.get(id) ?? []) {
      const f = floats.get(from);
      const drives = f && earliestStart(link, { start: f.earlyStart, finish: f.earlyFinish }, length) === to.earlyStart;
      if (f?.critical && drives) criticalLinks.push({ from, to: id });
    }
  }
  const inTaskOrder = new Map<string, TaskFloat>();
  for (const task of tasks) {
    const f = floats.get(task.id);
    if (f) inTaskOrder.set(task.id, f);
  }
  return { floats: inTaskOrder, projectFinish: Number.isFinite(projectFinish) ? projectFinish : 0, criticalLinks };
}

/**
 * The schedule's tasks in working days of the calendar (workingDayNumber in shared/schedule-links.ts: a
 * first day off counts as the next working day, a last day off as the one before), of Toronto dates, a
 * phase by the span of what it holds (withPhaseSpans); tasks without valid dates are left out.
 */
export function scheduleCriticalPath(tasks: readonly ScheduleTask[], calendar?: WorkCalendar): CriticalPath {
  const network: NetworkTask[] = [];
  for (const task of withPhaseSpans(tasks)) {
    const first = torontoDateKeyOf(task.start);
    const last = torontoDateKeyOf(task.end);
    if (!first || !last) continue;
    const firstDay = workingDayNumber(first, calendar);
    network.push({
      id: task.id,
      firstDay,
      lastDay: Math.max(firstDay, workingDayNumber(last, calendar, true)),
      dependencies: task.dependencies,
      ...(task.links && { links: task.links }),
    });
  }
  return criticalPath(network);
}

/** "0 d", "3 d": a float in the list's narrow column. */
export const floatLabel = (days: number): string => `${days} d`;
