import { describe, expect, it } from 'vitest';
import { workCalendarOf } from './schedule-links.ts';
import {
  addWorkingDays,
  rescheduleMoves,
  rescheduleRequest,
  type ShiftTask,
  shiftedMove,
  successorIds,
  successorMoves,
  undoMoves,
  workingDaysBetween,
  workingDaysLong,
} from './schedule-shift.ts';
import { torontoMidnight } from './time.ts';

const at = (key: string) => torontoMidnight(key).toISOString();
const task = (id: string, start: string, end: string, dependencies: string[] = []): ShiftTask => ({
  id,
  name: id,
  start: at(start),
  end: at(end),
  dependencies,
});

describe('working days', () => {
  it('skips weekends both ways and counts weekdays between two days', () => {
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday + 1 = Monday
    expect(addWorkingDays('2026-11-23', -1)).toBe('2026-11-20');
    expect(addWorkingDays('2026-11-18', 3)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-21', 1)).toBe('2026-11-23'); // from a Saturday
    expect(workingDaysBetween('2026-11-20', '2026-11-23')).toBe(1);
    expect(workingDaysBetween('2026-11-23', '2026-11-20')).toBe(-1);
    expect(workingDaysBetween('2026-11-16', '2026-11-30')).toBe(10);
    expect(workingDaysBetween('2026-11-21', '2026-11-22')).toBe(0);
  });

  it('crosses the autumn clock change on whole days', () => {
    expect(addWorkingDays('2026-10-30', 1)).toBe('2026-11-02');
    expect(workingDaysBetween('2026-10-30', '2026-11-02')).toBe(1);
  });
});

describe('successors follow', () => {
  // A -> B -> D, A -> C, E alone; C also waits for B.
  const tasks = [
    task('A', '2026-11-02', '2026-11-04'),
    task('B', '2026-11-05', '2026-11-09', ['A']),
    task('C', '2026-11-10', '2026-11-11', ['A', 'B']),
    task('D', '2026-11-10', '2026-11-12', ['B']),
    task('E', '2026-11-02', '2026-11-20'),
  ];

  it('moves every successor, recursively and once, by the working days the finish moved', () => {
    const { shift, moves } = successorMoves(tasks, 'A', { start: at('2026-11-05'), end: at('2026-11-09') });
    expect(shift).toBe(3);
    expect(moves.map((m) => m.id)).toEqual(['A', 'B', 'C', 'D']);
    const byId = Object.fromEntries(moves.map((m) => [m.id, m.to]));
    expect(byId.B).toEqual({ start: at('2026-11-10'), end: at('2026-11-12') });
    expect(byId.C).toEqual({ start: at('2026-11-13'), end: at('2026-11-16') });
    expect(byId.D).toEqual({ start: at('2026-11-13'), end: at('2026-11-17') });
  });

  it('lengthening moves successors too; a move that keeps the finish day moves nothing else', () => {
    expect(successorMoves(tasks, 'B', { start: at('2026-11-05'), end: at('2026-11-10') }).moves).toHaveLength(3);
    const same = successorMoves(tasks, 'B', { start: at('2026-11-06'), end: at('2026-11-09') });
    expect(same).toEqual({ shift: 0, moves: [expect.objectContaining({ id: 'B' })] });
  });

  it('moves successors back when a task finishes earlier, and Undo is the moves reversed', () => {
    const { shift, moves } = successorMoves(tasks, 'A', { start: at('2026-11-02'), end: at('2026-11-03') });
    expect(shift).toBe(-1);
    expect(moves.find((m) => m.id === 'D')?.to).toEqual({ start: at('2026-11-09'), end: at('2026-11-11') });
    const undo = undoMoves(moves);
    expect(undo.map((m) => m.to)).toEqual(moves.map((m) => m.from));
  });
});

describe('milestones in a move', () => {
  it('R14: a milestone moves as one day (finish = start), as the server stores it, so Undo names the stored dates', () => {
    const tasks = [
      task('A', '2026-11-02', '2026-11-04'),
      // An old four-day milestone, stored before milestones were one day.
      { ...task('M', '2026-11-05', '2026-11-10', ['A']), type: 'milestone' as const },
    ];
    const { moves } = successorMoves(tasks, 'A', { start: at('2026-11-03'), end: at('2026-11-05') });
    expect(moves.find((m) => m.id === 'M')?.to).toEqual({ start: at('2026-11-06'), end: at('2026-11-06') });
    const dragged = successorMoves(tasks, 'M', { start: at('2026-11-12'), end: at('2026-11-17') });
    expect(dragged.moves[0]?.to).toEqual({ start: at('2026-11-12'), end: at('2026-11-12') });
  });
});

describe('a task length in working days', () => {
  it('counts the weekdays from the first day to the last, both included', () => {
    const long = (first: string, last: string) => workingDaysLong({ start: at(first), end: at(last) });
    expect(long('2026-05-05', '2026-05-06')).toBe(2);
    // Tuesday to the next Tuesday: six weekdays.
    expect(long('2026-05-05', '2026-05-12')).toBe(6);
    // A weekend day alone is no working day; Saturday to Monday is one.
    expect(long('2026-05-09', '2026-05-09')).toBe(0);
    expect(long('2026-05-09', '2026-05-11')).toBe(1);
  });

  it("counts in the project's calendar: a holiday and a shutdown week are no working days", () => {
    const calendar = workCalendarOf({
      workingWeekdays: [1, 2, 3, 4, 5],
      daysOff: ['2026-05-18', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25'].map((date) => ({
        date,
      })),
    });
    const long = (first: string, last: string) => workingDaysLong({ start: at(first), end: at(last) }, calendar);
    // Victoria Day Monday inside: Friday to Tuesday is two working days.
    expect(long('2026-05-15', '2026-05-19')).toBe(2);
    expect(long('2026-12-14', '2026-12-31')).toBe(9);
    expect(long('2026-12-21', '2026-12-25')).toBe(0);
    expect(addWorkingDays('2026-12-18', 1, calendar)).toBe('2026-12-28');
    expect(workingDaysBetween('2026-12-18', '2026-12-28', calendar)).toBe(1);
  });
});

describe('successors follow along every link type', () => {
  it('an SS successor follows a start that moved; an FF one the finish; a lag keeps its gap', () => {
    const tasks: ShiftTask[] = [
      task('A', '2026-11-02', '2026-11-04'),
      { ...task('S', '2026-11-04', '2026-11-06', ['A']), links: [{ id: 'A', type: 'SS', lag: 2 }] },
      { ...task('F', '2026-11-03', '2026-11-05', ['A']), links: [{ id: 'A', type: 'FF', lag: 1 }] },
    ];
    // A moves two working days later, start and finish: both follow by two.
    const later = successorMoves(tasks, 'A', { start: at('2026-11-04'), end: at('2026-11-06') });
    expect(later.shift).toBe(2);
    expect(Object.fromEntries(later.moves.map((m) => [m.id, m.to]))).toEqual({
      A: { start: at('2026-11-04'), end: at('2026-11-06') },
      S: { start: at('2026-11-06'), end: at('2026-11-10') },
      F: { start: at('2026-11-05'), end: at('2026-11-09') },
    });
    // A stretched at its end: the start stayed, so S stays; F follows the finish.
    const stretched = successorMoves(tasks, 'A', { start: at('2026-11-02'), end: at('2026-11-05') });
    expect(stretched.moves.map((m) => m.id)).toEqual(['A', 'F']);
    // A's start moved earlier, its finish kept: only S follows, earlier.
    const earlier = successorMoves(tasks, 'A', { start: at('2026-10-30'), end: at('2026-11-04') });
    expect(earlier).toMatchObject({ shift: -1, moves: [{ id: 'A' }, { id: 'S', to: { start: at('2026-11-03') } }] });
  });
});

describe('what the server does with a reschedule (rescheduleMoves)', () => {
  const linked = (id: string, start: string, end: string, links: ShiftTask['links']): ShiftTask => ({
    ...task(
      id,
      start,
      end,
      (links ?? []).map((l) => l.id),
    ),
    links,
  });
  // A Mon 2 to Fri 6 November; each link type with a lag, and a task after the SS one.
  const tasks = [
    task('A', '2026-11-02', '2026-11-06'),
    linked('FS', '2026-11-11', '2026-11-13', [{ id: 'A', type: 'FS', lag: 2 }]),
    linked('SS', '2026-11-03', '2026-11-05', [{ id: 'A', type: 'SS', lag: 1 }]),
    linked('FF', '2026-11-02', '2026-11-05', [{ id: 'A', type: 'FF', lag: -1 }]),
    linked('SF', '2026-10-26', '2026-10-30', [{ id: 'A', type: 'SF', lag: 0 }]),
    task('AFTER', '2026-11-06', '2026-11-09', ['SS']),
    task('ALONE', '2026-11-02', '2026-11-03'),
  ];
  const moved = (r: ReturnType<typeof rescheduleMoves>) =>
    Object.fromEntries(r.moves.map((m) => [m.id, [m.to.start.slice(0, 10), m.to.end.slice(0, 10)]]));

  it('a later finish moves the FS and FF successors; a later start the SS and SF ones and theirs', () => {
    const finish = rescheduleMoves(tasks, 'A', { start: at('2026-11-02'), end: at('2026-11-10') });
    expect(moved(finish)).toEqual({
      A: ['2026-11-02', '2026-11-10'],
      FS: ['2026-11-13', '2026-11-17'],
      FF: ['2026-11-04', '2026-11-09'],
    });
    expect(finish.shift).toBe(2);
    const start = rescheduleMoves(tasks, 'A', { start: at('2026-11-05'), end: at('2026-11-06') });
    expect(moved(start)).toEqual({
      A: ['2026-11-05', '2026-11-06'],
      SS: ['2026-11-06', '2026-11-10'],
      SF: ['2026-10-29', '2026-11-04'],
      AFTER: ['2026-11-11', '2026-11-12'],
    });
  });

  it('the followers a request may name are every task linked after the moved one, moving or not', () => {
    expect([...successorIds(tasks, 'A')].sort()).toEqual(['AFTER', 'FF', 'FS', 'SF', 'SS']);
    expect(rescheduleMoves(tasks, 'SS', { start: at('2026-11-04'), end: at('2026-11-06') }).followers).toEqual(
      new Set(['AFTER']),
    );
    expect(successorIds(tasks, 'ALONE').size).toBe(0);
  });

  it('a phase moves the tasks it holds, at any depth, by the working days its own start moved', () => {
    const phase: ShiftTask = { ...task('P', '2026-11-02', '2026-11-06'), type: 'project' };
    const inner: ShiftTask = { ...task('Q', '2026-11-02', '2026-11-04'), type: 'project', parentId: 'P' };
    const deep: ShiftTask = { ...task('R', '2026-11-03', '2026-11-04'), parentId: 'Q' };
    const plain: ShiftTask = { ...task('S', '2026-11-05', '2026-11-06'), parentId: 'P' };
    const result = rescheduleMoves([phase, inner, deep, plain], 'P', {
      start: at('2026-11-04'),
      end: at('2026-11-10'),
    });
    expect(result.shift).toBe(2);
    expect(moved(result)).toEqual({
      P: ['2026-11-04', '2026-11-10'],
      Q: ['2026-11-04', '2026-11-06'],
      R: ['2026-11-05', '2026-11-06'],
      S: ['2026-11-09', '2026-11-10'],
    });
    expect(result.followers).toEqual(new Set(['Q', 'R', 'S']));
  });

  it('a phase stored from a Saturday moves by the working days the browser shifted it by', () => {
    const phase: ShiftTask = { ...task('P', '2026-10-31', '2026-11-06'), type: 'project' };
    const held: ShiftTask = { ...task('H', '2026-11-02', '2026-11-06'), parentId: 'P' };
    const shifted = shiftedMove(phase, 2);
    expect(shifted.to.start.slice(0, 10)).toBe('2026-11-04');
    const result = rescheduleMoves([phase, held], 'P', shifted.to);
    expect(result.shift).toBe(2);
    expect(result.moves.map((m) => m.to)).toEqual([shifted.to, shiftedMove(held, 2).to]);
  });

  it('the request names the moved task with the dates seen, and the dates seen of what follows', () => {
    const { moves } = rescheduleMoves(tasks, 'A', { start: at('2026-11-02'), end: at('2026-11-10') });
    expect(rescheduleRequest(moves)).toEqual({
      id: 'A',
      from: { start: at('2026-11-02'), end: at('2026-11-06') },
      to: { start: at('2026-11-02'), end: at('2026-11-10') },
      successors: [
        { id: 'FS', start: at('2026-11-11'), end: at('2026-11-13') },
        { id: 'FF', start: at('2026-11-02'), end: at('2026-11-05') },
      ],
    });
  });
});
