/**
 * Successors follow (docs/requirements.md#successors-follow): when a task's finish moves by N working
 * days (Monday to Friday), every task that depends on it finish-to-start, and theirs in turn, moves by the
 * same N working days, start and finish. Pure, on whole Toronto days; the web previews with it and the
 * server checks what it is sent against the dates it holds.
 */
import { finishOf, type TaskType } from './schemas/tasks.ts';
import { addDaysToDateKey, torontoDateKeyOf, torontoMidnight } from './time.ts';

export interface ShiftTask {
  id: string;
  name: string;
  /** UTC ISO instants: Toronto midnight of the first day, and of the last day (inclusive). */
  start: string;
  end: string;
  dependencies: readonly string[];
  /** A milestone's new finish is its new start, as the server stores it (so Undo names the stored dates). */
  type?: TaskType;
}

export interface TaskMove {
  id: string;
  name: string;
  from: { start: string; end: string };
  to: { start: string; end: string };
}

const isWeekend = (key: string) => {
  const day = new Date(`${key}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** The day `n` working days after (or, for n < 0, before) `key`; a weekend start counts from the next weekday. */
export function addWorkingDays(key: string, n: number): string {
  let day = key;
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0; ) {
    day = addDaysToDateKey(day, step);
    if (!isWeekend(day)) left--;
  }
  return day;
}

/** Working days from `a` to `b` (negative when b is before a): weekdays in (a, b]. */
export function workingDaysBetween(a: string, b: string): number {
  if (a === b) return 0;
  const [from, to, sign] = a < b ? [a, b, 1] : [b, a, -1];
  let count = 0;
  for (let day = addDaysToDateKey(from, 1); day <= to; day = addDaysToDateKey(day, 1)) {
    if (!isWeekend(day)) count++;
  }
  return sign * count;
}

/** A task's length in working days: the weekdays from its first day to its last (UTC ISO instants), both counted. */
export function workingDaysLong(span: { start: string; end: string }): number {
  const first = torontoDateKeyOf(span.start);
  return workingDaysBetween(first, torontoDateKeyOf(span.end)) + (isWeekend(first) ? 0 : 1);
}

const shiftInstant = (iso: string, n: number) =>
  torontoMidnight(addWorkingDays(torontoDateKeyOf(iso), n)).toISOString();

/**
 * The moves that follow from giving task `id` the dates `to`: the task itself first, then its successors
 * (breadth first), each once, by the working days its finish moved. No successors move when the finish
 * stays on the same day.
 */
export function successorMoves(
  tasks: readonly ShiftTask[],
  id: string,
  to: { start: string; end: string },
): { shift: number; moves: TaskMove[] } {
  const moved = tasks.find((t) => t.id === id);
  if (!moved) return { shift: 0, moves: [] };
  const first: TaskMove = {
    id,
    name: moved.name,
    from: { start: moved.start, end: moved.end },
    to: { start: to.start, end: finishOf(moved.type, to.start, to.end) },
  };
  const shift = workingDaysBetween(torontoDateKeyOf(moved.end), torontoDateKeyOf(to.end));
  if (shift === 0) return { shift, moves: [first] };
  const successorsOf = new Map<string, ShiftTask[]>();
  for (const t of tasks) {
    for (const d of t.dependencies) successorsOf.set(d, [...(successorsOf.get(d) ?? []), t]);
  }
  const moves = [first];
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const next of successorsOf.get(queue.shift() as string) ?? []) {
      if (seen.has(next.id)) continue;
      seen.add(next.id);
      queue.push(next.id);
      moves.push({
        id: next.id,
        name: next.name,
        from: { start: next.start, end: next.end },
        to: {
          start: shiftInstant(next.start, shift),
          end: finishOf(next.type, shiftInstant(next.start, shift), shiftInstant(next.end, shift)),
        },
      });
    }
  }
  return { shift, moves };
}

/** The same moves backwards: what Undo sends. */
export const undoMoves = (moves: readonly TaskMove[]): TaskMove[] =>
  moves.map((m) => ({ ...m, from: m.to, to: m.from }));
