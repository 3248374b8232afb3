/**
 * Phases in the chart (docs/requirements.md#phases): a task of type project holds the tasks that name it
 * as their parent. The tasks in outline order (each phase followed by what it holds), each task's level,
 * and a phase's span and progress worked out from what it holds.
 */

import type { WorkCalendar } from '#shared/schedule-links.ts';
import {
  heldInOrder,
  phaseShiftMoves,
  type TaskMove,
  workingDaysBetween,
  workingDaysLong,
} from '#shared/schedule-shift.ts';
import { torontoDateKeyOf } from '#shared/time.ts';
import type { ScheduleTask } from './gantt-tasks.ts';

export interface Outline {
  /** Every task, each phase followed by the tasks it holds; siblings in the order given. */
  order: ScheduleTask[];
  /** 0 at the top, 1 inside a phase, and so on. */
  level: ReadonlyMap<string, number>;
  /** The tasks each phase holds directly (only phases that hold any). */
  children: ReadonlyMap<string, ScheduleTask[]>;
  /** The phase a task is in, when that phase is among the tasks. */
  parent: ReadonlyMap<string, string>;
}

/** A task's phase when it is a task of type project among `byId` (else it stands at the top). */
function phaseOf(task: ScheduleTask, byId: ReadonlyMap<string, ScheduleTask>): string | undefined {
  const parent = task.parentId ? byId.get(task.parentId) : undefined;
  return parent && parent.type === 'project' && parent.id !== task.id ? parent.id : undefined;
}

/** Linear in the tasks. A parent chain that loops (the server refuses one) leaves its tasks at the top. */
export function outlineOf(tasks: readonly ScheduleTask[]): Outline {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const parent = new Map<string, string>();
  const children = new Map<string, ScheduleTask[]>();
  for (const task of tasks) {
    const phase = phaseOf(task, byId);
    if (!phase) continue;
    parent.set(task.id, phase);
    children.get(phase)?.push(task) ?? children.set(phase, [task]);
  }
  const order: ScheduleTask[] = [];
  const level = new Map<string, number>();
  const visit = (task: ScheduleTask, depth: number) => {
    if (level.has(task.id)) return;
    level.set(task.id, depth);
    order.push(task);
    for (const child of children.get(task.id) ?? []) visit(child, depth + 1);
  };
  for (const task of tasks) if (!parent.has(task.id)) visit(task, 0);
  // Tasks in a loop of parents reach no top: they stand at the top themselves.
  for (const task of tasks) {
    if (!level.has(task.id)) {
      parent.delete(task.id);
      visit(task, 0);
    }
  }
  return { order, level, children, parent };
}

/** Every task a phase holds, at any depth, in outline order. */
export function descendantsOf(id: string, outline: Pick<Outline, 'children'>): ScheduleTask[] {
  return heldInOrder(id, (of) => outline.children.get(of) ?? []);
}

export interface PhaseSummary {
  /** UTC ISO: the first start and the last finish of what it holds. */
  start: string;
  end: string;
  /** What it holds, weighted by working days (a task of no working day weighs one). */
  progress: number;
}

/**
 * Each phase that holds tasks: its span (from the earliest start to the latest finish of what it holds, at
 * any depth) and its progress, the progress of the tasks it holds weighted by their working days in the
 * project's calendar (a phase inside counts
 * with its own span and progress).
 */
export function phaseSummaries(outline: Outline, calendar?: WorkCalendar): Map<string, PhaseSummary> {
  const summaries = new Map<string, PhaseSummary>();
  // Inner phases first: the outline lists a phase before what it holds, so walk it backwards.
  for (let i = outline.order.length - 1; i >= 0; i--) {
    const phase = outline.order[i] as ScheduleTask;
    const held = outline.children.get(phase.id);
    if (!held?.length) continue;
    let start = '';
    let end = '';
    let weighed = 0;
    let weights = 0;
    for (const task of held) {
      const own = summaries.get(task.id) ?? task;
      if (!start || Date.parse(own.start) < Date.parse(start)) start = own.start;
      if (!end || Date.parse(own.end) > Date.parse(end)) end = own.end;
      const weight = Math.max(1, workingDaysLong(own, calendar));
      weighed += weight * own.progress;
      weights += weight;
    }
    summaries.set(phase.id, { start, end, progress: Math.round(weighed / weights) });
  }
  return summaries;
}

/**
 * Moving a phase moves what it holds (docs/requirements.md#phases): when `id` is a phase that holds tasks
 * and its bar (the span of what it holds) is dragged to `to`, the phase and every task it holds, at any
 * depth, move by the working days its bar's start moved (its finish, for a bar stretched at its end).
 * Undefined when `id` holds no task.
 */
export function phaseMoves(
  tasks: readonly ScheduleTask[],
  id: string,
  to: { start: string; end: string },
  calendar?: WorkCalendar,
): { shift: number; moves: TaskMove[] } | undefined {
  const outline = outlineOf(tasks);
  const phase = tasks.find((t) => t.id === id);
  const span = phaseSummaries(outline).get(id);
  if (!phase || !span) return undefined;
  const key = torontoDateKeyOf;
  const shift =
    workingDaysBetween(key(span.start), key(to.start), calendar) ||
    workingDaysBetween(key(span.end), key(to.end), calendar);
  if (shift === 0) return { shift, moves: [] };
  return { shift, moves: phaseShiftMoves(tasks, id, shift, calendar) };
}

/**
 * The phases a task may go in: the other tasks of type project, less the tasks it holds (a phase inside
 * itself), and less those at the fifth level (their tasks would be on a sixth), in outline order.
 */
export function phaseChoices(task: ScheduleTask, tasks: readonly ScheduleTask[]): { value: string; label: string }[] {
  const outline = outlineOf(tasks);
  const inside = new Set(descendantsOf(task.id, outline).map((t) => t.id));
  return outline.order
    .filter((t) => t.type === 'project' && t.id !== task.id && !inside.has(t.id))
    .filter((t) => (outline.level.get(t.id) ?? 0) < MAX_LEVELS - 1)
    .map((t) => ({ value: t.id, label: `${'\u2003'.repeat(outline.level.get(t.id) ?? 0)}${t.name}` }));
}

/** Phases hold tasks up to five levels deep (the server refuses a sixth). */
const MAX_LEVELS = 5;

/** What Delete says of a phase holding `held` tasks: where they go (its own phase, or the top). */
export function phaseDeleteNote(held: number, parentName: string | undefined): string {
  const where = parentName === undefined ? 'the top of the schedule' : `the phase "${parentName}"`;
  return `The ${held === 1 ? 'task' : `${held} tasks`} it holds move up to ${where}.`;
}

/**
 * The tasks as the chart draws them: each phase that holds tasks over their span, with their progress (its
 * own stored dates are not what it plans). The predecessor warnings and the critical path read these, so a
 * link to or from a phase means its span. The same array when there is no such phase.
 */
export function withPhaseSpans(tasks: readonly ScheduleTask[]): readonly ScheduleTask[] {
  const summaries = phaseSummaries(outlineOf(tasks));
  if (summaries.size === 0) return tasks;
  return tasks.map((t) => {
    const span = summaries.get(t.id);
    return span ? { ...t, ...span } : t;
  });
}
