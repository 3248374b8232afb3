import { describe, expect, it } from 'vitest';
import type { ConstructionTask } from '#shared/task-models.ts';
import { torontoMidnight } from '#shared/time.ts';
import {
  activityCellState,
  daysLeftCell,
  estimateHighlight,
  inspectionCell,
  monitorGroups,
  monitorRows,
  statusCell,
} from './monitor-cells.ts';

describe('statusCell', () => {
  it.each([
    ['working', 'Working', 'yellow'],
    ['not ready', 'Not Ready', 'grey'],
    ['waiting book', 'Waiting Book', 'blue'],
    ['booked', 'Booked', 'purple'],
    ['complete', 'Complete', 'green'],
    ['Complete', 'Complete', 'green'],
  ])('%s is a %s badge', (status, text, tone) => {
    expect(statusCell(status)).toEqual({ text, tone });
  });

  it('shows other values as raw text, a missing one as pending, a blank one as N/A', () => {
    expect(statusCell('paused')).toEqual({ text: 'paused' });
    expect(statusCell(undefined)).toEqual({ text: 'pending' });
    expect(statusCell(' ')).toEqual({ text: 'N/A' });
  });
});

describe('inspectionCell', () => {
  it('N/A in grey when empty or N/A, Scheduled yellow, others plain', () => {
    expect(inspectionCell(undefined)).toEqual({ text: 'N/A', tone: 'grey' });
    expect(inspectionCell('')).toEqual({ text: 'N/A', tone: 'grey' });
    expect(inspectionCell('N/A')).toEqual({ text: 'N/A', tone: 'grey' });
    expect(inspectionCell('Scheduled')).toEqual({ text: 'Scheduled', tone: 'yellow' });
    expect(inspectionCell('Passed')).toEqual({ text: 'Passed' });
    expect(inspectionCell('TBD')).toEqual({ text: 'TBD' });
  });
});

describe('daysLeftCell', () => {
  const now = new Date('2026-11-22T17:00:00Z'); // noon in Toronto
  const finish = (days: number) => new Date(Date.UTC(2026, 10, 22 + days, 5)).toISOString(); // Toronto midnight
  it.each([
    [-4, '0 days', 'red'],
    [0, '0 days', 'red'],
    [1, '1 day', 'red'],
    [3, '3 days', 'red'],
    [4, '4 days', 'yellow'],
    [7, '7 days', 'yellow'],
  ])('%i days: %s in %s', (days, text, tone) => {
    expect(daysLeftCell({ schedule_finish: finish(days), status: 'working' }, now)).toMatchObject({ text, tone });
  });

  it('is plain above 7, hidden for complete tasks and without a finish', () => {
    expect(daysLeftCell({ schedule_finish: finish(8), status: 'working' }, now)).toEqual({ days: 8, text: '8 days' });
    expect(daysLeftCell({ schedule_finish: finish(1), status: 'complete' }, now)).toBeNull();
    expect(daysLeftCell({ schedule_finish: '', status: undefined }, now)).toBeNull();
  });
});

describe('B4: Days Left across month ends, year ends, DST changes and leap years', () => {
  // Toronto noon on `today`, finish at Toronto midnight of `finish` (EST -5 / EDT -4 handled by torontoMidnight).
  const at = (key: string, hour: number) => new Date(torontoMidnight(key).getTime() + hour * 3_600_000);
  it.each([
    ['2026-11-22', '2026-12-02', 10, '10 days', undefined],
    ['2027-02-26', '2027-03-01', 3, '3 days', 'red'],
    ['2028-02-26', '2028-03-01', 4, '4 days', 'yellow'],
    ['2028-02-28', '2028-02-29', 1, '1 day', 'red'],
    ['2026-12-30', '2027-01-02', 3, '3 days', 'red'],
    ['2026-12-31', '2027-01-01', 1, '1 day', 'red'],
    ['2026-01-31', '2026-02-01', 1, '1 day', 'red'],
    ['2026-03-07', '2026-03-09', 2, '2 days', 'red'],
    ['2026-10-31', '2026-11-02', 2, '2 days', 'red'],
    ['2026-03-01', '2026-04-01', 31, '31 days', undefined],
    ['2026-11-30', '2026-11-30', 0, '0 days', 'red'],
  ])('today %s, finish %s: %s', (today, finishKey, days, text, tone) => {
    for (const hour of [0, 12, 23.99]) {
      const cell = daysLeftCell(
        { schedule_finish: torontoMidnight(finishKey).toISOString(), status: 'working' },
        at(today, hour),
      );
      expect(cell).toEqual(tone ? { days, text, tone } : { days, text });
    }
  });
});

describe('estimateHighlight', () => {
  const base = { schedule_start: '2026-05-01T04:00:00.000Z', schedule_finish: '2026-05-05T04:00:00.000Z' };
  it('start yellow when later than the schedule start, finish red when later than the schedule finish', () => {
    expect(
      estimateHighlight({
        ...base,
        estimate_start: '2026-05-02T04:00:00.000Z',
        estimate_finish: '2026-05-06T04:00:00.000Z',
      }),
    ).toEqual({ startLate: true, finishLate: true });
    expect(
      estimateHighlight({
        ...base,
        estimate_start: '2026-04-30T04:00:00.000Z',
        estimate_finish: '2026-05-05T04:00:00.000Z',
      }),
    ).toEqual({ startLate: false, finishLate: false });
  });

  it('compares calendar days in Toronto and ignores missing estimates', () => {
    // A bar dragged to 09:35 on May 1: an estimate of May 1 is not later.
    expect(
      estimateHighlight({
        ...base,
        schedule_start: '2026-05-01T13:35:00.000Z',
        estimate_start: '2026-05-01T04:00:00.000Z',
      }),
    ).toEqual({ startLate: false, finishLate: false });
    expect(estimateHighlight(base)).toEqual({ startLate: false, finishLate: false });
  });
});

describe('activityCellState', () => {
  it("is today's items, else Before, else nothing", () => {
    expect(activityCellState({ state: 'today', count: 3, todayCount: 1 })).toBe('today');
    expect(activityCellState({ state: 'before', count: 3, todayCount: 0 })).toBe('before');
    expect(activityCellState({ state: 'none', count: 0, todayCount: 0 })).toBe('none');
    expect(activityCellState(undefined)).toBe('none');
  });
});

describe('N10: the Monitor lists unfinished and due-soon tasks first', () => {
  // 23:30 in Toronto on 24 November is already the 25th in UTC: "today" is the 24th.
  const now = new Date('2026-11-25T04:30:00Z');
  // As the server stores them: a schedule day is Toronto midnight.
  const day = (key: string) => torontoMidnight(key).toISOString();
  const tasks: Pick<ConstructionTask, '_id' | 'status' | 'schedule_start' | 'schedule_finish'>[] = [
    { _id: 'done', status: 'complete', schedule_start: day('2026-11-01'), schedule_finish: day('2026-11-20') },
    { _id: 'later', status: 'working', schedule_start: day('2026-12-01'), schedule_finish: day('2026-12-20') },
    { _id: 'today', status: 'working', schedule_start: day('2026-11-20'), schedule_finish: day('2026-11-26') },
    { _id: 'overdue', status: 'not ready', schedule_start: day('2026-11-01'), schedule_finish: day('2026-11-10') },
    { _id: 'tomorrow', schedule_start: day('2026-11-25'), schedule_finish: day('2026-11-30') },
  ];
  const ids = (filter: Parameters<typeof monitorRows>[1]) => monitorRows(tasks, filter, now).map((t) => t._id);

  it('N10: Unfinished drops complete tasks and puts the earliest finish first', () => {
    expect(ids('unfinished')).toEqual(['overdue', 'today', 'tomorrow', 'later']);
  });
  it('N10: Due soon keeps unfinished tasks finishing within 7 days, overdue included', () => {
    expect(ids('due-soon')).toEqual(['overdue', 'today', 'tomorrow']);
  });
  it('N10: Today keeps unfinished tasks whose schedule spans today in Toronto', () => {
    expect(ids('today')).toEqual(['today']);
  });
  it('N10: All keeps every task in the schedule order', () => {
    expect(ids('all')).toEqual(['done', 'later', 'today', 'overdue', 'tomorrow']);
  });
});

describe('issue 24: the Monitor groups its rows by phase', () => {
  const row = (id: string, parent?: string) => ({ _id: id, task_name: id, ...(parent && { parent_id: parent }) });
  it('tasks at the top first, then each phase in the order of its first row, named with its outer phases', () => {
    const all = [row('Building'), row('Structure', 'Building'), row('Slab', 'Structure'), row('Roof', 'Building')];
    const rows = [all[2], row('Loose'), all[3]].filter((r) => r !== undefined);
    expect(monitorGroups(rows, [...all, row('Loose')]).map((g) => [g.phase, g.rows.map((r) => r._id)])).toEqual([
      ['', ['Loose']],
      ['Building › Structure', ['Slab']],
      ['Building', ['Roof']],
    ]);
  });
});
