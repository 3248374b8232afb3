/**
 * Successors follow (docs/requirements.md#successors-follow): when a task moves, every task linked after
 * it, and theirs in turn, moves by the working days the date its link hangs on moved, start and finish
 * (docs/requirements.md#link-types-and-lags; the rule is shared/schedule-links.ts). Pure, on whole Toronto
 * days; the web previews with it, and the server works the moves out again with it from the dates and
 * links it holds (rescheduleMoves, docs/architecture.md#the-server-owns-the-scheduling-rule).
 */
import {
  type DaySpan,
  followShifts,
  isWorkingDay,
  linksOf,
  MONDAY_TO_FRIDAY,
  shiftSpan,
  type TaskLink,
  type WorkCalendar,
  workingDayOf,
  workingDaysFrom,
} from './schedule-links.ts';
import { finishOf, type TaskType } from './schemas/tasks.ts';
import { addDaysToDateKey, torontoDateKeyOf, torontoMidnight } from './time.ts';

export interface ShiftTask {
  id: string;
  name: string;
  /** UTC ISO instants: Toronto midnight of the first day, and of the last day (inclusive). */
  start: string;
  end: string;
  dependencies: readonly string[];
  /** The dependencies' types and lags; absent: each is finish-to-start without lag. */
  links?: readonly TaskLink[];
  /** A milestone's new finish is its new start, as the server stores it (so Undo names the stored dates). */
  type?: TaskType;
  /** Its phase (a task of type project); a phase moves the tasks it holds. */
  parentId?: string;
}

export interface TaskMove {
  id: string;
  name: string;
  from: { start: string; end: string };
  to: { start: string; end: string };
}

/** The day `n` working days after (or, for n < 0, before) `key`; a day off start counts from the next working day. */
export function addWorkingDays(key: string, n: number, calendar: WorkCalendar = MONDAY_TO_FRIDAY): string {
  let day = key;
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0; ) {
    day = addDaysToDateKey(day, step);
    if (isWorkingDay(day, calendar)) left--;
  }
  return day;
}

/** Working days from `a` to `b` (negative when b is before a): working days in (a, b]. */
export const workingDaysBetween = (a: string, b: string, calendar?: WorkCalendar): number =>
  workingDaysFrom(a, b, calendar);

/**
 * A task's length in working days of the calendar: the working days from its first day to its last (UTC
 * ISO instants), both counted.
 */
export function workingDaysLong(span: { start: string; end: string }, calendar?: WorkCalendar): number {
  const first = torontoDateKeyOf(span.start);
  return workingDaysFrom(first, torontoDateKeyOf(span.end), calendar) + (isWorkingDay(first, calendar) ? 1 : 0);
}

/** A task's first and last day as Toronto date keys. */
const daySpan = (span: { start: string; end: string }): DaySpan => ({
  start: torontoDateKeyOf(span.start),
  finish: torontoDateKeyOf(span.end),
});

/**
 * The moves that follow from giving task `id` the dates `to`: the task itself first, then every task
 * linked after it, each once, by the working days the date its link hangs on moved (followShifts in
 * schedule-links.ts: the finish for FS and FF links, the start for SS and SF), their dates on working
 * days. `shift` is the largest move of a successor (0 when none moves).
 */
export function successorMoves(
  tasks: readonly ShiftTask[],
  id: string,
  to: { start: string; end: string },
  calendar?: WorkCalendar,
): { shift: number; moves: TaskMove[] } {
  const moved = tasks.find((t) => t.id === id);
  if (!moved) return { shift: 0, moves: [] };
  const first: TaskMove = {
    id,
    name: moved.name,
    from: { start: moved.start, end: moved.end },
    to: { start: to.start, end: finishOf(moved.type, to.start, to.end) },
  };
  const linked = tasks.map((t) => ({ id: t.id, ...daySpan(t.id === id ? first.to : t), links: linksOf(t) }));
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const shifts = followShifts(linked, id, daySpan(moved), calendar);
  const moves = [first];
  let shift = 0;
  for (const follow of shifts) {
    moves.push(shiftedMove(byId.get(follow.id) as ShiftTask, follow.shift, calendar));
    if (Math.abs(follow.shift) > Math.abs(shift)) shift = follow.shift;
  }
  return { shift, moves };
}

/** A task moved by `shift` working days, start and finish, its dates on working days. */
export function shiftedMove(task: ShiftTask, shift: number, calendar?: WorkCalendar): TaskMove {
  const span = shiftSpan(daySpan(task), shift, calendar);
  const start = torontoMidnight(span.start).toISOString();
  return {
    id: task.id,
    name: task.name,
    from: { start: task.start, end: task.end },
    to: { start, end: finishOf(task.type, start, torontoMidnight(span.finish).toISOString()) },
  };
}

/** The same moves backwards: what Undo sends. */
export const undoMoves = (moves: readonly TaskMove[]): TaskMove[] =>
  moves.map((m) => ({ ...m, from: m.to, to: m.from }));

/**
 * The tasks phase `id` holds, at any depth (docs/requirements.md#phases), when it is of type project; a
 * loop of parents (the server refuses one) ends the walk.
 */
export function heldTasks(tasks: readonly ShiftTask[], id: string): ShiftTask[] {
  const phases = new Set(tasks.filter((t) => t.type === 'project').map((t) => t.id));
  if (!phases.has(id)) return [];
  const children = new Map<string, ShiftTask[]>();
  for (const t of tasks) {
    if (t.parentId && phases.has(t.parentId)) children.get(t.parentId)?.push(t) ?? children.set(t.parentId, [t]);
  }
  return heldInOrder(id, (of) => children.get(of) ?? []);
}

/**
 * What `id` holds at any depth, in outline order (each task followed by what it holds), from what each task
 * holds directly; a loop of parents (the server refuses one) ends the walk.
 */
export function heldInOrder<T extends { id: string }>(id: string, childrenOf: (id: string) => readonly T[]): T[] {
  const held = (of: string) => [...childrenOf(of)].reverse();
  const found: T[] = [];
  const seen = new Set([id]);
  const stack = held(id);
  while (stack.length > 0) {
    const task = stack.pop() as T;
    if (seen.has(task.id)) continue;
    seen.add(task.id);
    found.push(task);
    stack.push(...held(task.id));
  }
  return found;
}

/** A phase and every task it holds moved by `shift` working days: the phase first. */
export function phaseShiftMoves(
  tasks: readonly ShiftTask[],
  id: string,
  shift: number,
  calendar?: WorkCalendar,
): TaskMove[] {
  const phase = tasks.find((t) => t.id === id);
  return phase ? [phase, ...heldTasks(tasks, id)].map((t) => shiftedMove(t, shift, calendar)) : [];
}

/** Every task linked after `id`, at any depth (whether or not a move would move it). */
export function successorIds(tasks: readonly ShiftTask[], id: string): Set<string> {
  const after = new Map<string, string[]>();
  for (const t of tasks) for (const l of linksOf(t)) after.get(l.id)?.push(t.id) ?? after.set(l.id, [t.id]);
  const found = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    for (const next of after.get(stack.pop() as string) ?? []) {
      if (next !== id && !found.has(next)) {
        found.add(next);
        stack.push(next);
      }
    }
  }
  return found;
}

/**
 * What the server does with a reschedule, and Edit Task previews (docs/requirements.md#successors-follow):
 * task `id` gets the dates `to`; a phase that holds tasks moves them with it by the working days its start
 * moved (its finish, when only that moved), any other task moves its successors (successorMoves). `shift`
 * is the largest move of a follower; `followers`: the tasks that may follow, the ones a request may name.
 */
export function rescheduleMoves(
  tasks: readonly ShiftTask[],
  id: string,
  to: { start: string; end: string },
  calendar?: WorkCalendar,
): { shift: number; moves: TaskMove[]; followers: Set<string> } {
  const held = heldTasks(tasks, id);
  const moved = tasks.find((t) => t.id === id);
  if (held.length === 0 || !moved) {
    return { ...successorMoves(tasks, id, to, calendar), followers: successorIds(tasks, id) };
  }
  const span = daySpan(moved);
  const next = daySpan(to);
  // Counted from the working day a shift starts from (shiftWorkingDays), so a phase stored on a weekend
  // moves by the working days the browser shifted it by.
  const from = (day: string) => workingDayOf(day, calendar);
  const shift =
    workingDaysFrom(from(span.start), next.start, calendar) ||
    workingDaysFrom(from(span.finish), next.finish, calendar);
  return {
    shift,
    moves: shift === 0 ? [] : phaseShiftMoves(tasks, id, shift, calendar),
    followers: new Set(held.map((t) => t.id)),
  };
}

/**
 * The body of POST .../reschedule for moves the client previewed (a task first, then what follows it):
 * the task, the dates it saw and its new ones, and the dates it saw of each task that follows. `undo`: the
 * moves are the way back of a move made (undoMoves), so each task names the dates it goes back to.
 */
export function rescheduleRequest(moves: readonly TaskMove[], undo = false) {
  const [first, ...rest] = moves;
  if (!first) throw new Error('A reschedule moves at least one task');
  return {
    id: first.id,
    from: first.from,
    to: first.to,
    successors: rest.map((m) => ({ id: m.id, start: m.from.start, end: m.from.end, ...(undo && { to: m.to }) })),
    ...(undo && { undo }),
  };
}
