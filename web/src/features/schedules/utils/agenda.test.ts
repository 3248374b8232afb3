import { describe, expect, it } from 'vitest';
import { addDaysToDateKey } from '#shared/time.ts';
import { agendaGroups, weekEndOf } from './agenda.ts';
import type { ScheduleTask } from './gantt-tasks.ts';

/** Toronto midnight of a date in November 2026 (EST, UTC-5). */
const nov = (day: number) => `2026-11-${String(day).padStart(2, '0')}T05:00:00.000Z`;
const task = (id: string, start: string, end: string, progress = 0): ScheduleTask => ({
  id,
  name: id,
  start,
  end,
  progress,
  type: 'task',
  dependencies: [],
});

describe('phone agenda (issue 10, screens item 2)', () => {
  it('weeks end on Sunday; day arithmetic crosses months and years', () => {
    expect(weekEndOf('2026-11-23')).toBe('2026-11-29'); // Monday
    expect(weekEndOf('2026-11-29')).toBe('2026-11-29'); // Sunday
    expect(weekEndOf('2026-12-31')).toBe('2027-01-03');
    expect(addDaysToDateKey('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('groups by when a task needs attention, each group by start', () => {
    // Wednesday 25 Nov 2026, 22:30 in Toronto (already the 26th in UTC).
    const now = new Date('2026-11-26T03:30:00.000Z');
    const groups = agendaGroups(
      [
        task('late', nov(10), nov(20), 60),
        task('finished', nov(10), nov(20), 100),
        task('ends today', nov(20), nov(25)),
        task('starts Sunday', nov(29), '2026-12-04T05:00:00.000Z'),
        task('under way', nov(2), '2026-12-20T05:00:00.000Z', 40),
        task('next Monday', nov(30), '2026-12-02T05:00:00.000Z'),
        task('next Sunday', '2026-12-06T05:00:00.000Z', '2026-12-07T05:00:00.000Z'),
        task('later', '2026-12-07T05:00:00.000Z', '2026-12-09T05:00:00.000Z'),
        task('no dates', 'soon', nov(30)),
      ],
      now,
    );
    const ids = (g: Parameters<typeof groups.get>[0]) => groups.get(g)?.map((i) => i.task.id);
    expect(ids('overdue')).toEqual(['late']);
    expect(ids('done')).toEqual(['finished']);
    expect(ids('this-week')).toEqual(['under way', 'ends today', 'starts Sunday']);
    expect(ids('next-week')).toEqual(['next Monday', 'next Sunday']);
    expect(ids('later')).toEqual(['later']);
  });

  it('a finish stored before its start counts as a one-day task', () => {
    const groups = agendaGroups([task('odd', nov(27), nov(20))], new Date('2026-11-23T15:00:00.000Z'));
    expect(groups.get('this-week')?.[0]).toMatchObject({ firstDay: '2026-11-27', lastDay: '2026-11-27' });
  });
});

describe('phone agenda by phase (issue 24)', () => {
  it('names the phases a task is in, orders each group by phase, and shows a phase over what it holds', () => {
    const now = new Date('2026-11-26T03:30:00.000Z');
    const groups = agendaGroups(
      [
        task('Z-top', nov(25), nov(26)),
        // The phase's own dates are long past: it is drawn over what it holds.
        { ...task('A-phase', nov(1), nov(1)), type: 'project' },
        { ...task('C-last', nov(26), nov(26)), parentId: 'A-phase' },
        { ...task('B-inner', nov(23), nov(25), 50), parentId: 'A-phase' },
      ],
      now,
    );
    expect(groups.get('this-week')?.map((i) => [i.task.id, i.phase, i.firstDay, i.lastDay])).toEqual([
      ['A-phase', '', '2026-11-23', '2026-11-26'],
      ['Z-top', '', '2026-11-25', '2026-11-26'],
      ['B-inner', 'A-phase', '2026-11-23', '2026-11-25'],
      ['C-last', 'A-phase', '2026-11-26', '2026-11-26'],
    ]);
    expect(groups.get('overdue')).toEqual([]);
  });
});
