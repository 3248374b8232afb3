import { describe, expect, it } from 'vitest';
import { workCalendarOf } from '#shared/schedule-links.ts';
import { criticalPath, type NetworkTask, scheduleCriticalPath } from './critical-path.ts';
import type { ScheduleTask } from './gantt-tasks.ts';

/** A task planned from day 1 (as soon as possible) lasting `days` days, after `dependencies`. */
const asap = (id: string, days: number, dependencies: string[] = []): NetworkTask => ({
  id,
  firstDay: 1,
  lastDay: days,
  dependencies,
});

const dates = (result: ReturnType<typeof criticalPath>, id: string) => {
  const f = result.floats.get(id);
  return f && [f.earlyStart, f.earlyFinish, f.lateStart, f.lateFinish, f.totalFloat];
};

describe('criticalPath', () => {
  it('a textbook network: ES/EF/LS/LF (day 1 convention, inclusive finish), floats and the critical path A-B-D-F', () => {
    // A 3d; B 4d and C 2d after A; D 5d after B; E 3d after C; F 2d after D and E.
    const result = criticalPath([
      asap('A', 3),
      asap('B', 4, ['A']),
      asap('C', 2, ['A']),
      asap('D', 5, ['B']),
      asap('E', 3, ['C']),
      asap('F', 2, ['D', 'E']),
    ]);
    //                             ES  EF  LS  LF  float
    expect(dates(result, 'A')).toEqual([1, 3, 1, 3, 0]);
    expect(dates(result, 'B')).toEqual([4, 7, 4, 7, 0]);
    expect(dates(result, 'C')).toEqual([4, 5, 8, 9, 4]);
    expect(dates(result, 'D')).toEqual([8, 12, 8, 12, 0]);
    expect(dates(result, 'E')).toEqual([6, 8, 10, 12, 4]);
    expect(dates(result, 'F')).toEqual([13, 14, 13, 14, 0]);
    expect(result.projectFinish).toBe(14);
    expect([...result.floats].filter(([, f]) => f.critical).map(([id]) => id)).toEqual(['A', 'B', 'D', 'F']);
    expect(result.criticalLinks).toEqual([
      { from: 'A', to: 'B' },
      { from: 'B', to: 'D' },
      { from: 'D', to: 'F' },
    ]);
  });

  it('two parallel branches of the same length are both critical; a shorter one has the difference as float', () => {
    const result = criticalPath([
      asap('start', 1),
      asap('left', 5, ['start']),
      asap('right', 5, ['start']),
      asap('short', 2, ['start']),
      asap('end', 1, ['left', 'right', 'short']),
    ]);
    expect(result.floats.get('left')?.totalFloat).toBe(0);
    expect(result.floats.get('right')?.totalFloat).toBe(0);
    expect(result.floats.get('short')?.totalFloat).toBe(3);
    expect(result.criticalLinks).toContainEqual({ from: 'left', to: 'end' });
    expect(result.criticalLinks).toContainEqual({ from: 'right', to: 'end' });
    expect(result.criticalLinks).not.toContainEqual({ from: 'short', to: 'end' });
  });

  it('a milestone (first day = last day) sits on the day after its predecessor and passes the path on', () => {
    const result = criticalPath([
      asap('pour', 3),
      asap('cure', 1),
      { id: 'slab done', firstDay: 1, lastDay: 1, dependencies: ['pour', 'cure'] },
      asap('frame', 4, ['slab done']),
    ]);
    expect(dates(result, 'slab done')).toEqual([4, 4, 4, 4, 0]);
    expect(dates(result, 'frame')).toEqual([5, 8, 5, 8, 0]);
    expect(result.floats.get('cure')?.totalFloat).toBe(2);
    expect(result.criticalLinks).toEqual([
      { from: 'pour', to: 'slab done' },
      { from: 'slab done', to: 'frame' },
    ]);
  });

  it('a task without dependencies floats up to the project finish; alone it is the whole project and critical', () => {
    const result = criticalPath([
      asap('A', 3),
      asap('B', 4, ['A']),
      { id: 'permit', firstDay: 2, lastDay: 3, dependencies: [] },
    ]);
    expect(dates(result, 'permit')).toEqual([2, 3, 6, 7, 4]);
    expect(result.floats.get('permit')?.critical).toBe(false);
    expect(criticalPath([{ id: 'only', firstDay: 10, lastDay: 12, dependencies: [] }]).floats.get('only')).toEqual({
      earlyStart: 10,
      earlyFinish: 12,
      lateStart: 10,
      lateFinish: 12,
      totalFloat: 0,
      critical: true,
    });
  });

  it('disconnected subgraphs share the one project finish: the shorter chain floats by the difference', () => {
    const result = criticalPath([asap('a1', 2), asap('a2', 6, ['a1']), asap('b1', 1), asap('b2', 2, ['b1'])]);
    expect(result.projectFinish).toBe(8);
    expect([result.floats.get('a1')?.totalFloat, result.floats.get('a2')?.totalFloat]).toEqual([0, 0]);
    expect([result.floats.get('b1')?.totalFloat, result.floats.get('b2')?.totalFloat]).toEqual([5, 5]);
  });

  it("a planned start after the predecessor finishes is kept: the gap is the predecessor's float, the link is not critical", () => {
    const result = criticalPath([
      { id: 'A', firstDay: 1, lastDay: 3, dependencies: [] },
      { id: 'B', firstDay: 10, lastDay: 12, dependencies: ['A'] },
    ]);
    expect(dates(result, 'A')).toEqual([1, 3, 7, 9, 6]);
    expect(dates(result, 'B')).toEqual([10, 12, 10, 12, 0]);
    expect(result.criticalLinks).toEqual([]);
  });

  it('a task planned before its predecessor finishes is pushed after it', () => {
    const result = criticalPath([
      { id: 'A', firstDay: 1, lastDay: 5, dependencies: [] },
      { id: 'B', firstDay: 3, lastDay: 4, dependencies: ['A'] },
    ]);
    expect(dates(result, 'B')).toEqual([6, 7, 6, 7, 0]);
  });

  it('ignores unknown and self dependencies; tasks in a cycle get no float and do not break the others', () => {
    const result = criticalPath([asap('A', 2, ['ghost', 'A']), asap('X', 1, ['Y']), asap('Y', 1, ['X'])]);
    expect(dates(result, 'A')).toEqual([1, 2, 1, 2, 0]);
    expect(result.floats.has('X')).toBe(false);
    expect(result.floats.has('Y')).toBe(false);
    expect(criticalPath([]).floats.size).toBe(0);
  });
});

describe('scheduleCriticalPath', () => {
  const task = (id: string, start: string, end: string, dependencies: string[] = []): ScheduleTask => ({
    id,
    name: id,
    start,
    end,
    progress: 0,
    type: 'task',
    dependencies,
  });

  it('reads Toronto days as working days (inclusive finish) across the autumn clock change', () => {
    // Oct 30 to Nov 2, 2026 (EDT then EST); the successor starts the next day, Nov 3.
    const result = scheduleCriticalPath([
      task('A', '2026-10-30T04:00:00.000Z', '2026-11-02T05:00:00.000Z'),
      task('B', '2026-11-03T05:00:00.000Z', '2026-11-04T05:00:00.000Z', ['A']),
      task('C', '2026-10-30T04:00:00.000Z', '2026-10-30T04:00:00.000Z'),
      task('broken', 'not a date', '2026-10-30T04:00:00.000Z'),
    ]);
    expect(result.floats.get('A')?.totalFloat).toBe(0);
    expect(result.floats.get('B')?.totalFloat).toBe(0);
    // C is one day (Friday Oct 30) in a project that ends Wednesday Nov 4: float counts working days
    // (issue 24: float, lags and shifts count working days), Monday to Wednesday: 3.
    expect(result.floats.get('C')?.totalFloat).toBe(3);
    expect(result.floats.has('broken')).toBe(false);
    expect(result.criticalLinks).toEqual([{ from: 'A', to: 'B' }]);
  });

  it("counts float in the project's calendar: a holiday is no working day of float", () => {
    const tasks = [
      task('A', '2026-10-30T04:00:00.000Z', '2026-11-02T05:00:00.000Z'),
      task('B', '2026-11-03T05:00:00.000Z', '2026-11-04T05:00:00.000Z', ['A']),
      task('C', '2026-10-30T04:00:00.000Z', '2026-10-30T04:00:00.000Z'),
    ];
    // Tuesday Nov 3 off: B's first day counts as Wednesday, and C's float is Monday and Wednesday.
    const calendar = workCalendarOf({ workingWeekdays: [1, 2, 3, 4, 5], daysOff: [{ date: '2026-11-03' }] });
    const result = scheduleCriticalPath(tasks, calendar);
    expect(result.floats.get('C')?.totalFloat).toBe(2);
    expect(result.floats.get('B')?.totalFloat).toBe(0);
  });
});

describe('criticalPath with link types and lags', () => {
  const linked = (id: string, first: number, last: number, links: NetworkTask['links'] = []): NetworkTask => ({
    id,
    firstDay: first,
    lastDay: last,
    dependencies: (links ?? []).map((l) => l.id),
    links,
  });

  it('SS with a lag and FF drive their successors; a lead pulls one in', () => {
    // A days 1-5; B (3 days) SS+2 after A: starts day 3; C (2 days) FF after B: finishes with B on day 5.
    const result = criticalPath([
      linked('A', 1, 5),
      linked('B', 1, 3, [{ id: 'A', type: 'SS', lag: 2 }]),
      linked('C', 1, 2, [{ id: 'B', type: 'FF', lag: 0 }]),
      linked('D', 1, 1, [{ id: 'A', type: 'FS', lag: -2 }]),
    ]);
    expect(dates(result, 'B')).toEqual([3, 5, 3, 5, 0]);
    expect(dates(result, 'C')).toEqual([4, 5, 4, 5, 0]);
    // D starts two days before A's finish would allow: day 4, one day long, ends 1 day before the project.
    expect(dates(result, 'D')).toEqual([4, 4, 5, 5, 1]);
    expect(result.criticalLinks).toEqual([
      { from: 'A', to: 'B' },
      { from: 'B', to: 'C' },
    ]);
  });

  it('SF: the successor finishes no earlier than the day before the predecessor starts, plus its lag', () => {
    const result = criticalPath([linked('A', 10, 12), linked('B', 1, 2, [{ id: 'A', type: 'SF', lag: 3 }])]);
    // B must finish on day 12 at the earliest (10 + 3 - 1): it runs 11-12 and drives nothing later.
    expect(dates(result, 'B')).toEqual([11, 12, 11, 12, 0]);
    expect(result.criticalLinks).toEqual([{ from: 'A', to: 'B' }]);
  });
});
