import { describe, expect, it } from 'vitest';
import { scheduleCriticalPath } from './critical-path.ts';
import {
  CONFLICT_STYLES,
  CRITICAL_STYLES,
  chartRange,
  dependentsOf,
  draggedDays,
  findPredecessorConflicts,
  MAX_CHART_DAYS,
  OUTLIER_STYLES,
  type ScheduleTask,
  toGanttTasks,
} from './gantt-tasks.ts';

const task = (id: string, start: string, end: string, dependencies: string[] = [], extra: Partial<ScheduleTask> = {}) =>
  ({ id, name: `Task ${id}`, start, end, progress: 0, type: 'task', dependencies, ...extra }) satisfies ScheduleTask;

// Toronto midnight of May 1, 3, 5, 8 2026 (EDT, UTC-4).
const MAY1 = '2026-05-01T04:00:00.000Z';
const MAY3 = '2026-05-03T04:00:00.000Z';
const MAY5 = '2026-05-05T04:00:00.000Z';
const MAY6 = '2026-05-06T04:00:00.000Z';
const MAY8 = '2026-05-08T04:00:00.000Z';
const wall = (d: Date | undefined) => d && [d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

describe('findPredecessorConflicts', () => {
  it('finds a task that starts before one of its predecessors finishes', () => {
    const tasks = [
      task('A', MAY1, MAY5),
      task('B', MAY3, MAY8, ['A']), // starts May 3, A ends May 5
      task('C', MAY6, MAY8, ['A']), // starts the day after A's last day: fine
    ];
    expect(findPredecessorConflicts(tasks)).toEqual([
      {
        taskId: 'B',
        taskName: 'Task B',
        start: MAY3,
        predecessorId: 'A',
        predecessorName: 'Task A',
        predecessorEnd: MAY5,
        type: 'FS',
        lag: 0,
      },
    ]);
  });

  it('lists each late predecessor, ignores unknown and self dependencies and bad dates', () => {
    const tasks = [
      task('A', MAY1, MAY5),
      task('B', MAY1, MAY8),
      task('C', MAY3, MAY8, ['A', 'B', 'missing', 'C']),
      task('D', 'not a date', MAY8, ['A']),
    ];
    expect(findPredecessorConflicts(tasks).map((c) => `${c.taskId}<${c.predecessorId}`)).toEqual(['C<A', 'C<B']);
  });

  it('honours the link type and lag: start-to-start with a lag, finish-to-finish, a lead', () => {
    // A runs Friday May 1 to Tuesday May 5.
    const tasks = [
      task('A', MAY1, MAY5),
      // SS+2: may start Tuesday May 5 at the earliest; it starts Sunday (Monday's work): too early.
      task('B', MAY3, MAY8, ['A'], { links: [{ id: 'A', type: 'SS', lag: 2 }] }),
      // SS+1: may start Monday May 4; it starts Wednesday May 6: fine.
      task('C', MAY6, MAY8, ['A'], { links: [{ id: 'A', type: 'SS', lag: 1 }] }),
      // FF: may finish Tuesday May 5 at the earliest; it finishes Sunday May 3 (Friday's work): too early.
      task('D', MAY1, MAY3, ['A'], { links: [{ id: 'A', type: 'FF', lag: 0 }] }),
      // FS with a lead of 2: may start Monday May 4; it starts on Wednesday: fine.
      task('E', MAY6, MAY8, ['A'], { links: [{ id: 'A', type: 'FS', lag: -2 }] }),
    ];
    expect(findPredecessorConflicts(tasks).map((c) => `${c.taskId}<${c.predecessorId} ${c.type}${c.lag}`)).toEqual([
      'B<A SS2',
      'D<A FF0',
    ]);
  });

  it('finds every conflict in a chain of 1,000 tasks that each overlap their predecessor', () => {
    // Each runs from a Monday to the next Tuesday (on weekdays: a weekend day is no working day to overlap on).
    const tasks = Array.from({ length: 1000 }, (_, i) =>
      task(
        `T${i}`,
        new Date(Date.UTC(2026, 0, 5 + 7 * i, 12)).toISOString(),
        new Date(Date.UTC(2026, 0, 13 + 7 * i, 12)).toISOString(),
        i ? [`T${i - 1}`] : [],
      ),
    );
    const conflicts = findPredecessorConflicts(tasks);
    expect(conflicts).toHaveLength(999);
    expect(conflicts[998]).toMatchObject({ taskId: 'T999', predecessorId: 'T998' });
  });
});

describe('toGanttTasks', () => {
  it('maps to the chart shape with Toronto wall-clock dates, in server order', () => {
    const [a, b] = toGanttTasks([
      task('A', MAY1, MAY5, [], { progress: 40.4, owner: 'Sam' }),
      task('B', MAY5, MAY8, ['A']),
    ]);
    expect(a).toMatchObject({ id: 'A', name: 'Task A', type: 'task', progress: 40, dependencies: [], displayOrder: 1 });
    // Toronto midnight is midnight on the chart's (local) clock, whatever zone the browser is in.
    expect([a?.start.getFullYear(), a?.start.getMonth(), a?.start.getDate(), a?.start.getHours()]).toEqual([
      2026, 4, 1, 0,
    ]);
    // Finish May 5 is the last day: the bar ends at the end of it.
    expect([a?.end.getDate(), a?.end.getHours()]).toEqual([6, 0]);
    expect(b).toMatchObject({ id: 'B', dependencies: ['A'], displayOrder: 2, isDisabled: false });
    expect(a?.styles).toBeUndefined();
  });

  it('draws conflicting tasks red, disables bars when read-only, drops unknown dependencies', () => {
    const [a, b] = toGanttTasks([task('A', MAY1, MAY5), task('B', MAY3, MAY8, ['A', 'gone', 'B'])], {
      conflicting: new Set(['B']),
      readOnly: true,
    });
    expect(b?.styles).toEqual(CONFLICT_STYLES);
    expect(b?.dependencies).toEqual(['A']);
    expect(a?.isDisabled).toBe(true);
    expect(a?.styles).toBeUndefined();
  });

  it('leaves out tasks without valid dates, clamps progress and never ends before it starts', () => {
    const result = toGanttTasks([
      task('A', 'soon', MAY5),
      task('B', MAY5, MAY1, [], { progress: 180 }),
      task('C', MAY1, MAY5, ['A'], { progress: Number.NaN, type: 'milestone' }),
    ]);
    expect(result.map((t) => t.id)).toEqual(['B', 'C']);
    // A finish before the start is drawn as the start day alone.
    expect(wall(result[0]?.start)).toEqual([5, 5, 0, 0]);
    expect(wall(result[0]?.end)).toEqual([5, 6, 0, 0]);
    expect(result[0]?.progress).toBe(100);
    expect(result[1]).toMatchObject({ progress: 0, type: 'milestone', dependencies: [] });
  });
});

describe('dependentsOf', () => {
  it('finds the tasks that depend on a task directly or through others', () => {
    const tasks = [
      task('A', MAY1, MAY3),
      task('B', MAY3, MAY5, ['A']),
      task('C', MAY5, MAY8, ['B']),
      task('D', MAY5, MAY8, ['A', 'C']),
      task('E', MAY1, MAY3),
    ];
    expect([...dependentsOf('A', tasks)].sort()).toEqual(['B', 'C', 'D']);
    expect([...dependentsOf('C', tasks)]).toEqual(['D']);
    expect(dependentsOf('E', tasks).size).toBe(0);
  });

  it('ends on data that already has a cycle', () => {
    const tasks = [task('A', MAY1, MAY3, ['B']), task('B', MAY3, MAY5, ['A'])];
    expect([...dependentsOf('A', tasks)]).toEqual(['B']);
  });
});

describe('the list keeps its order (issue: a Gantt that behaves like a scheduling tool)', () => {
  it('rows stay in the order the tasks were added, whatever their dates: an edited row does not jump', () => {
    // ULIDs sort by creation; the server lists by start, so a task moved earlier comes back first.
    const first = task('01JD0000000000000000000001', MAY5, MAY8);
    const second = task('01JD0000000000000000000002', MAY1, MAY5);
    const rows = toGanttTasks([second, first]);
    expect(rows.map((r) => [r.id, r.displayOrder])).toEqual([
      ['01JD0000000000000000000001', 1],
      ['01JD0000000000000000000002', 2],
    ]);
  });
});

describe('whole days, inclusive finish (issue 10, Gantt item 1)', () => {
  it('the finish date typed is the last day: 3 to 5 May is drawn over three whole days', () => {
    const [bar] = toGanttTasks([task('A', MAY3, MAY5)]);
    expect(wall(bar?.start)).toEqual([5, 3, 0, 0]);
    expect(wall(bar?.end)).toEqual([5, 6, 0, 0]);
  });

  it('a one-day task (start and finish the same day) is one day long, not an empty bar', () => {
    const [bar] = toGanttTasks([task('A', MAY5, MAY5)]);
    expect((bar?.end.getTime() ?? 0) - (bar?.start.getTime() ?? 0)).toBe(24 * 3600_000);
  });

  it('older dates with a time of day are drawn over the whole days they touch', () => {
    const [bar] = toGanttTasks([task('A', '2026-05-03T13:35:00.000Z', '2026-05-05T20:10:00.000Z')]);
    expect(wall(bar?.start)).toEqual([5, 3, 0, 0]);
    expect(wall(bar?.end)).toEqual([5, 6, 0, 0]);
  });

  it('across the autumn DST change (1 Nov 2026) the bar still ends at midnight', () => {
    const [bar] = toGanttTasks([task('A', '2026-10-31T04:00:00.000Z', '2026-11-01T04:00:00.000Z')]);
    expect(wall(bar?.end)).toEqual([11, 2, 0, 0]);
  });

  it("a task starting on its predecessor's finish date starts too early", () => {
    const conflicts = findPredecessorConflicts([task('A', MAY1, MAY5), task('B', MAY5, MAY8, ['A'])]);
    expect(conflicts.map((c) => c.taskId)).toEqual(['B']);
  });

  it('a drag ending at a midnight stores the day before as the finish; a release in place stores nothing', () => {
    const before = { start: new Date(2026, 4, 3), end: new Date(2026, 4, 6) };
    // Moved two days later, released a little off the midnight lines.
    const moved = draggedDays({ start: new Date(2026, 4, 5, 1, 20), end: new Date(2026, 4, 8, 1, 20) }, before);
    expect(wall(moved?.start)).toEqual([5, 5, 0, 0]);
    expect(wall(moved?.lastDay)).toEqual([5, 7, 0, 0]);
    expect(draggedDays({ start: new Date(2026, 4, 3, 2), end: new Date(2026, 4, 5, 23) }, before)).toBeUndefined();
  });

  it('a bar shrunk to nothing keeps one day', () => {
    const shrunk = draggedDays({ start: new Date(2026, 4, 5), end: new Date(2026, 4, 5, 3) }, undefined);
    expect(wall(shrunk?.start)).toEqual([5, 5, 0, 0]);
    expect(wall(shrunk?.lastDay)).toEqual([5, 5, 0, 0]);
  });

  it('a moved milestone keeps its length (the chart reports it as a point)', () => {
    const before = { start: new Date(2026, 11, 4), end: new Date(2026, 11, 9) };
    const moved = draggedDays(
      { start: new Date(2026, 11, 6, 2), end: new Date(2026, 11, 6, 2), type: 'milestone' },
      before,
    );
    expect(wall(moved?.start)).toEqual([12, 6, 0, 0]);
    expect(wall(moved?.lastDay)).toEqual([12, 10, 0, 0]);
  });
});

describe('toGanttTasks with the critical path', () => {
  it('draws critical tasks amber over the conflict red and names the predecessors whose arrows are critical', () => {
    const tasks = [task('A', MAY1, MAY3), task('B', MAY5, MAY8, ['A']), task('C', MAY1, MAY1)];
    const critical = scheduleCriticalPath(tasks);
    const [a, b, c] = toGanttTasks(tasks, { critical, conflicting: new Set(['B']) });
    // A finishes May 3 and B starts May 5: A has a day of float, B (the last to finish) has none.
    expect(a?.styles).toBeUndefined();
    expect(b?.styles).toEqual(CRITICAL_STYLES);
    expect(c?.styles).toBeUndefined();
    // A does not drive B, so the arrow is not critical.
    expect(b?.criticalFrom).toBeUndefined();
    const chained = [task('A', MAY1, MAY3), task('B', '2026-05-04T04:00:00.000Z', MAY8, ['A'])];
    expect(toGanttTasks(chained, { critical: scheduleCriticalPath(chained) })[1]?.criticalFrom).toEqual(['A']);
    // Without the option nothing changes.
    expect(toGanttTasks(tasks)[0]).not.toHaveProperty('criticalFrom');
    expect(toGanttTasks(tasks)[0]?.styles).toBeUndefined();
  });
});

describe('the range the chart draws', () => {
  it('N1: a task stored in year 9999 (or typed 2062) does not stretch the chart: it is an outlier drawn at the edge, with its own dates kept', () => {
    const tasks = [
      task('A', MAY1, MAY5),
      task('B', MAY6, MAY8, ['A']),
      task('Y', '9999-12-01T05:00:00.000Z', '9999-12-02T05:00:00.000Z', ['B']),
      task('Z', '2062-06-01T04:00:00.000Z', '2062-06-05T04:00:00.000Z'),
    ];
    const chart = toGanttTasks(tasks);
    const last = Math.max(...chart.map((t) => t.end.getTime()));
    const first = Math.min(...chart.map((t) => t.start.getTime()));
    // May 1 to the end of May 8: the chart draws eight days, not eight thousand years.
    expect((last - first) / 86_400_000).toBeCloseTo(8, 0);
    const byId = new Map(chart.map((t) => [t.id, t]));
    expect(byId.get('A')?.outlier).toBeUndefined();
    expect(byId.get('Y')?.outlier?.start.getFullYear()).toBe(9999);
    expect(byId.get('Z')?.outlier?.start.getFullYear()).toBe(2062);
    expect(byId.get('Y')).toMatchObject({ isDisabled: true, styles: OUTLIER_STYLES });
    // Its bar is one day at the end of the range; its dependency arrow stays.
    expect(wall(byId.get('Y')?.start)).toEqual([5, 8, 0, 0]);
    expect(byId.get('Y')?.dependencies).toEqual(['B']);
  });

  it('N1: the range is the busiest window of at most MAX_CHART_DAYS; an outlier before it is drawn at its start', () => {
    const early = task('E', '1901-03-01T05:00:00.000Z', '1901-03-02T05:00:00.000Z');
    const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);
    const range = chartRange([
      { start: d(1901, 3, 1), end: d(1901, 3, 2) },
      { start: d(2026, 5, 1), end: d(2026, 5, 6) },
      { start: d(2026, 5, 6), end: d(2026, 5, 9) },
    ]);
    expect(range).toEqual({ first: d(2026, 5, 1), last: d(2026, 5, 9) });
    const chart = toGanttTasks([early, task('A', MAY1, MAY5), task('B', MAY6, MAY8)]);
    expect(wall(chart.find((t) => t.id === 'E')?.start)).toEqual([5, 1, 0, 0]);
    // A schedule that really spans years is drawn whole, up to the cap.
    const long = [task('A', MAY1, MAY5), task('L', '2030-04-01T04:00:00.000Z', '2030-04-05T04:00:00.000Z')];
    expect(toGanttTasks(long).every((t) => !t.outlier)).toBe(true);
    expect(MAX_CHART_DAYS).toBeGreaterThan(4 * 366);
  });
});
