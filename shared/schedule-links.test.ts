import { describe, expect, it } from 'vitest';
import {
  breaksLink,
  followShifts,
  isWorkingDay,
  type LinkedTask,
  linkBound,
  linksForDependencies,
  linksOf,
  MONDAY_TO_FRIDAY,
  shiftSpan,
  shiftWorkingDays,
  storedLinks,
  type WorkCalendar,
  workCalendarOf,
  workingDayNumber,
  workingDayOf,
  workingDaysFrom,
} from './schedule-links.ts';
import { addDaysToDateKey } from './time.ts';

// 2027-03-01 is a Monday; 2027-03-05 a Friday.
const easter: WorkCalendar = { daysOff: new Set(['2027-03-26', '2027-03-29']) };

describe('a working-day calendar: Monday to Friday less its days off', () => {
  it('steps over weekends and days off both ways, and counts working days', () => {
    expect(isWorkingDay('2027-03-06')).toBe(false);
    expect(isWorkingDay('2027-03-26', easter)).toBe(false);
    expect(shiftWorkingDays('2027-03-05', 1)).toBe('2027-03-08');
    expect(shiftWorkingDays('2027-03-25', 1, easter)).toBe('2027-03-30');
    expect(shiftWorkingDays('2027-03-30', -1, easter)).toBe('2027-03-25');
    expect(shiftWorkingDays('2027-03-06', 0)).toBe('2027-03-08'); // a Saturday lands on Monday
    expect(workingDaysFrom('2027-03-24', '2027-03-31', easter)).toBe(3);
    expect(workingDaysFrom('2027-03-31', '2027-03-24', easter)).toBe(-3);
  });
});

describe('what each link type asks of its successor', () => {
  const footings = { start: '2027-03-01', finish: '2027-03-05' }; // Monday to Friday

  it('finish-to-start, start-to-start, finish-to-finish, start-to-finish, with lags and leads', () => {
    expect(linkBound(footings, { type: 'FS', lag: 0 })).toEqual({ start: '2027-03-08' });
    expect(linkBound(footings, { type: 'FS', lag: 2 })).toEqual({ start: '2027-03-10' });
    expect(linkBound(footings, { type: 'FS', lag: -1 })).toEqual({ start: '2027-03-05' });
    expect(linkBound(footings, { type: 'SS', lag: 0 })).toEqual({ start: '2027-03-01' });
    expect(linkBound(footings, { type: 'SS', lag: 3 })).toEqual({ start: '2027-03-04' });
    expect(linkBound(footings, { type: 'FF', lag: 0 })).toEqual({ finish: '2027-03-05' });
    expect(linkBound(footings, { type: 'FF', lag: 1 })).toEqual({ finish: '2027-03-08' });
    expect(linkBound(footings, { type: 'SF', lag: 0 })).toEqual({ finish: '2027-02-26' });
    expect(linkBound(footings, { type: 'SF', lag: 2 })).toEqual({ finish: '2027-03-02' });
  });

  it('a lag counts the calendar’s days off', () => {
    const before = { start: '2027-03-22', finish: '2027-03-25' };
    expect(linkBound(before, { type: 'FS', lag: 0 }, easter)).toEqual({ start: '2027-03-30' });
  });

  it('the predecessor warning: broken only when the successor is earlier than its link allows', () => {
    const walls = (start: string, finish: string) => ({ start, finish });
    expect(breaksLink(footings, walls('2027-03-05', '2027-03-10'), { type: 'FS', lag: 0 })).toBe(true);
    expect(breaksLink(footings, walls('2027-03-08', '2027-03-10'), { type: 'FS', lag: 0 })).toBe(false);
    expect(breaksLink(footings, walls('2027-03-01', '2027-03-04'), { type: 'FF', lag: 0 })).toBe(true);
    expect(breaksLink(footings, walls('2027-02-22', '2027-03-05'), { type: 'FF', lag: 0 })).toBe(false);
  });
});

describe('successors follow, for every link type', () => {
  const task = (id: string, start: string, finish: string, links: LinkedTask['links'] = []): LinkedTask => ({
    id,
    start,
    finish,
    links,
  });

  it('FS and FF follow the finish, SS and SF the start; theirs in turn follow by what they moved', () => {
    // A was Mon 1 – Fri 5 March, and now runs Wed 3 – Fri 12: its start moved 2 working days, its finish 5.
    const tasks = [
      task('A', '2027-03-03', '2027-03-12'),
      task('FS', '2027-03-08', '2027-03-09', [{ id: 'A', type: 'FS', lag: 0 }]),
      task('SS', '2027-03-01', '2027-03-02', [{ id: 'A', type: 'SS', lag: 0 }]),
      task('FF', '2027-03-01', '2027-03-05', [{ id: 'A', type: 'FF', lag: 0 }]),
      task('SF', '2027-02-22', '2027-02-26', [{ id: 'A', type: 'SF', lag: 0 }]),
      task('afterSS', '2027-03-03', '2027-03-04', [{ id: 'SS', type: 'FS', lag: 0 }]),
      task('alone', '2027-03-01', '2027-03-02'),
    ];
    expect(followShifts(tasks, 'A', { start: '2027-03-01', finish: '2027-03-05' })).toEqual([
      { id: 'FS', shift: 5 },
      { id: 'SS', shift: 2 },
      { id: 'FF', shift: 5 },
      { id: 'SF', shift: 2 },
      { id: 'afterSS', shift: 2 },
    ]);
  });

  it('a task reached along two links moves by the larger move; a longer bar whose start stays moves no SS successor', () => {
    const tasks = [
      task('A', '2027-03-01', '2027-03-10'),
      task('B', '2027-03-01', '2027-03-02', [{ id: 'A', type: 'SS', lag: 0 }]),
      task('C', '2027-03-11', '2027-03-12', [
        { id: 'A', type: 'FS', lag: 0 },
        { id: 'B', type: 'FS', lag: 0 },
      ]),
    ];
    // A stretched from Friday 5 to Wednesday 10 March: 3 working days at the finish, none at the start.
    expect(followShifts(tasks, 'A', { start: '2027-03-01', finish: '2027-03-05' })).toEqual([{ id: 'C', shift: 3 }]);
  });

  it('moving earlier moves successors earlier, on the calendar', () => {
    const tasks = [
      task('A', '2027-03-22', '2027-03-25'),
      task('B', '2027-03-30', '2027-03-31', [{ id: 'A', type: 'FS', lag: 0 }]),
    ];
    const shifts = followShifts(tasks, 'A', { start: '2027-03-23', finish: '2027-03-30' }, easter);
    expect(shifts).toEqual([{ id: 'B', shift: -1 }]);
    expect(shiftSpan({ start: '2027-03-30', finish: '2027-03-31' }, -1, easter)).toEqual({
      start: '2027-03-25',
      finish: '2027-03-30',
    });
  });
});

describe('R7 (review of 2026-11-27): a task whose first or last day is not a working day', () => {
  const saturday = { start: '2027-03-01', finish: '2027-03-06' }; // Monday to Saturday

  it('R7: its last working day is the one before, its first the one after', () => {
    expect(linkBound(saturday, { type: 'FS', lag: 0 })).toEqual({ start: '2027-03-08' }); // Monday, not Tuesday
    expect(linkBound(saturday, { type: 'FF', lag: 0 })).toEqual({ finish: '2027-03-05' });
    expect(linkBound({ start: '2027-03-06', finish: '2027-03-10' }, { type: 'SS', lag: 0 })).toEqual({
      start: '2027-03-08',
    });
  });

  it('R7: a successor that finishes with it on the Saturday, or starts on the Saturday before the Monday allowed, breaks nothing', () => {
    expect(breaksLink(saturday, { start: '2027-03-01', finish: '2027-03-06' }, { type: 'FF', lag: 0 })).toBe(false);
    expect(
      breaksLink(
        { start: '2027-03-01', finish: '2027-03-05' },
        { start: '2027-03-06', finish: '2027-03-09' },
        { type: 'FS', lag: 0 },
      ),
    ).toBe(false);
  });
});

describe('a task’s links as stored and answered', () => {
  it('a task without links has finish-to-start links without lag, one per dependency', () => {
    expect(linksOf({ dependencies: ['A', 'B'] })).toEqual([
      { id: 'A', type: 'FS', lag: 0 },
      { id: 'B', type: 'FS', lag: 0 },
    ]);
    expect(linksOf({ dependencies: ['A'], links: [{ id: 'A', type: 'SS', lag: 2 }] })).toEqual([
      { id: 'A', type: 'SS', lag: 2 },
    ]);
  });

  it('stores links only when one is not finish-to-start without lag', () => {
    expect(storedLinks([{ id: 'A', type: 'FS', lag: 0 }])).toBeUndefined();
    expect(storedLinks([])).toBeUndefined();
    expect(
      storedLinks([
        { id: 'A', type: 'FS', lag: 0 },
        { id: 'B', type: 'FF', lag: -1 },
      ]),
    ).toEqual([
      { id: 'A', type: 'FS', lag: 0 },
      { id: 'B', type: 'FF', lag: -1 },
    ]);
  });

  it('dependencies sent as ids: kept ones keep their type and lag, new ones are FS 0, dropped ones go', () => {
    const current = [
      { id: 'A', type: 'SS', lag: 3 },
      { id: 'B', type: 'FF', lag: 1 },
    ] as const;
    expect(linksForDependencies(current, ['C', 'A'])).toEqual([
      { id: 'C', type: 'FS', lag: 0 },
      { id: 'A', type: 'SS', lag: 3 },
    ]);
  });
});

describe("a project's calendar: working weekdays, a holiday inside a lag, a shutdown week", () => {
  // Thanksgiving Monday 2027-10-11; a shutdown week from Monday 2027-12-20 to Friday 2027-12-24.
  const shutdown = ['2027-12-20', '2027-12-21', '2027-12-22', '2027-12-23', '2027-12-24'];
  const project = workCalendarOf({
    workingWeekdays: [1, 2, 3, 4, 5],
    daysOff: [{ date: '2027-10-11' }, ...shutdown.map((date) => ({ date }))],
  });

  it('a finish-to-start lag steps over a holiday inside it', () => {
    const framing = { start: '2027-10-04', finish: '2027-10-07' }; // Monday to Thursday
    // +2 d after Thursday: Friday 8 and Tuesday 12 (Monday 11 is off) are the lag; the successor starts Wednesday.
    expect(linkBound(framing, { type: 'FS', lag: 2 }, project)).toEqual({ start: '2027-10-13' });
    expect(linkBound(framing, { type: 'FS', lag: 2 })).toEqual({ start: '2027-10-12' });
    expect(breaksLink(framing, { start: '2027-10-12', finish: '2027-10-14' }, { type: 'FS', lag: 2 }, project)).toBe(
      true,
    );
  });

  it('a shutdown week is counted as no working day: shifts jump it, spans across it are a week shorter', () => {
    expect(shiftWorkingDays('2027-12-17', 1, project)).toBe('2027-12-27');
    expect(shiftWorkingDays('2027-12-27', -1, project)).toBe('2027-12-17');
    expect(workingDaysFrom('2027-12-13', '2027-12-31', project)).toBe(9);
    expect(workingDaysFrom('2027-12-13', '2027-12-31')).toBe(14);
    expect(shiftSpan({ start: '2027-12-15', finish: '2027-12-17' }, 2, project)).toEqual({
      start: '2027-12-17',
      finish: '2027-12-28',
    });
  });

  it('successors follow across the shutdown by working days of the calendar', () => {
    const tasks: LinkedTask[] = [
      { id: 'a', start: '2027-12-13', finish: '2027-12-17', links: [] },
      { id: 'b', start: '2027-12-27', finish: '2027-12-28', links: [{ id: 'a', type: 'FS', lag: 0 }] },
    ];
    // a finishes one working day later: the Monday after the shutdown.
    const moved = tasks.map((t) => (t.id === 'a' ? { ...t, finish: '2027-12-27' } : t));
    expect(followShifts(moved, 'a', tasks[0] as LinkedTask, project)).toEqual([{ id: 'b', shift: 1 }]);
    expect(shiftSpan({ start: '2027-12-27', finish: '2027-12-28' }, 1, project)).toEqual({
      start: '2027-12-28',
      finish: '2027-12-29',
    });
  });

  it('other working weekdays: a six-day week works Saturdays, and no weekday ticked means Monday to Friday', () => {
    const sixDays = workCalendarOf({ workingWeekdays: [1, 2, 3, 4, 5, 6], daysOff: [] });
    expect(isWorkingDay('2027-03-06', sixDays)).toBe(true);
    expect(isWorkingDay('2027-03-07', sixDays)).toBe(false);
    expect(shiftWorkingDays('2027-03-05', 1, sixDays)).toBe('2027-03-06');
    expect(workingDaysFrom('2027-03-01', '2027-03-08', sixDays)).toBe(6);
    expect(isWorkingDay('2027-03-06', workCalendarOf({ workingWeekdays: [], daysOff: [] }))).toBe(false);
  });
});

describe('working-day numbers', () => {
  it('differ by the working days between two days, in any calendar', () => {
    const calendars = [
      MONDAY_TO_FRIDAY,
      workCalendarOf({ workingWeekdays: [1, 2, 3, 4, 5], daysOff: [{ date: '2027-10-11' }, { date: '2027-12-20' }] }),
      workCalendarOf({ workingWeekdays: [0, 2, 4, 6], daysOff: [{ date: '2027-12-25' }, { date: '2027-12-26' }] }),
    ];
    const days = ['2027-10-01', '2027-10-11', '2027-10-12', '2027-12-18', '2027-12-24', '2027-12-27', '2028-01-03'];
    for (const calendar of calendars) {
      for (const a of days) {
        for (const b of days) {
          const [from, to] = [workingDayOf(a, calendar), workingDayOf(b, calendar)];
          expect(workingDayNumber(to, calendar) - workingDayNumber(from, calendar), `${a} → ${b}`).toBe(
            workingDaysFrom(from, to, calendar),
          );
        }
      }
    }
    // A day off is the next working day, or the one before for a last day.
    expect(workingDayNumber('2027-10-11', calendars[1])).toBe(workingDayNumber('2027-10-12', calendars[1]));
    expect(workingDayNumber('2027-10-11', calendars[1], true)).toBe(workingDayNumber('2027-10-08', calendars[1]));
  });
});

describe('N1: working days to a date far out (a stored year 9999) are counted without walking every day', () => {
  const dayByDay = (a: string, b: string, calendar: WorkCalendar): number => {
    if (a === b) return 0;
    const [from, to, sign] = a < b ? [a, b, 1] : [b, a, -1];
    let count = 0;
    for (let day = addDaysToDateKey(from, 1); day <= to; day = addDaysToDateKey(day, 1)) {
      if (isWorkingDay(day, calendar)) count += 1;
    }
    return count === 0 ? 0 : sign * count;
  };
  const calendars: WorkCalendar[] = [
    { daysOff: new Set() },
    { daysOff: new Set(['2026-01-02', '2026-01-03', '2026-02-16', '2026-07-01', '2027-01-01']) },
    { weekdays: new Set([1, 2, 3, 4, 5, 6]), daysOff: new Set(['2026-01-05', '2026-01-10']) },
    { weekdays: new Set([0, 3]), daysOff: new Set(['2026-01-07']) },
  ];

  it('equals a day-by-day count for 300 pairs of days over two years, on four calendars', () => {
    const days = Array.from({ length: 30 }, (_, i) => addDaysToDateKey('2025-12-20', i * 23 + (i % 5)));
    for (const calendar of calendars) {
      for (const a of days) {
        for (const b of days.slice(0, 10))
          expect(workingDaysFrom(a, b, calendar), `${a} ${b}`).toBe(dayByDay(a, b, calendar));
      }
    }
  });

  it('counts the 2,080,201 weekdays from 12 May 2026 to 1 December 9999', () => {
    expect(workingDaysFrom('2026-05-12', '9999-12-01')).toBe(2_080_201);
    expect(workingDaysFrom('9999-12-01', '2026-05-12')).toBe(-2_080_201);
  });
});
