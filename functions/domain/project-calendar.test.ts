/**
 * The project's working-day calendar (docs/requirements.md#working-day-calendar), which the server's
 * reschedule counts working days in: Monday to Friday without days off until one is saved, read by whoever
 * opens a schedule of the project, stored sorted, and merged with what an imported file brings. The table
 * is an in-memory fake (tests/integration/project-calendar.test.ts and reschedule.test.ts keep the real one).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectCalendar } from '#shared/models/calendar.ts';
import { NO_SECTION_ACCESS } from '#shared/roles.ts';
import { isWorkingDay } from '#shared/schedule-links.ts';
import { MAX_DAYS_OFF } from '#shared/schemas/calendar.ts';
import { caller, refusal } from './test-support/callers.ts';

const calendars = new Map<string, ProjectCalendar>();
const writes: { projectId: string; calendar: ProjectCalendar; at: string; by: string }[] = [];
vi.mock('../data/project-calendars.ts', () => ({
  getProjectCalendar: async (projectId: string) => calendars.get(projectId),
  putProjectCalendar: async (projectId: string, calendar: ProjectCalendar, at: string, by: string) => {
    writes.push({ projectId, calendar, at, by });
    calendars.set(projectId, calendar);
  },
}));
vi.mock('../data/projects.ts', () => ({
  getProject: async (id: string) => (['P1', 'P2'].includes(id) ? { _id: id, name: `Project ${id}` } : undefined),
}));

const calendar = await import('./project-calendar.ts');

const NOW = new Date('2026-11-27T15:00:00.000Z');
const day = (date: string, name = 'Holiday') => ({ date, name });

beforeEach(() => {
  calendars.clear();
  writes.length = 0;
});

describe('the calendar the reschedule counts in', () => {
  it('is Monday to Friday without days off until the project has one (or has one with no weekday)', async () => {
    expect(await calendar.calendarOfProject('P1')).toEqual({ workingWeekdays: [1, 2, 3, 4, 5], daysOff: [] });
    calendars.set('P1', { workingWeekdays: [], daysOff: [day('2026-12-25')] });
    expect(await calendar.calendarOfProject('P1')).toEqual(calendar.DEFAULT_CALENDAR);
  });

  it('counts the stored weekdays and days off: a worked Saturday, Christmas off', async () => {
    calendars.set('P1', { workingWeekdays: [1, 2, 3, 4, 5, 6], daysOff: [day('2026-12-25', 'Christmas')] });
    const work = await calendar.workCalendarOfProject('P1');
    expect(isWorkingDay('2026-12-26', work)).toBe(true);
    expect(isWorkingDay('2026-12-25', work)).toBe(false);
    expect(isWorkingDay('2026-12-27', work)).toBe(false);
    expect(isWorkingDay('2026-12-26', await calendar.workCalendarOfProject('P2'))).toBe(false);
  });
});

describe('getProjectCalendar', () => {
  it('answers whoever opens one of the project’s schedules; 403 to a role with neither, 404 for no project', async () => {
    await expect(calendar.getProjectCalendar(caller('marketing'), 'P1')).resolves.toEqual(calendar.DEFAULT_CALENDAR);
    await expect(calendar.getProjectCalendar(caller('site'), 'P1')).resolves.toEqual(calendar.DEFAULT_CALENDAR);
    expect(await refusal(calendar.getProjectCalendar(caller('consultant'), 'P1'))).toEqual({
      kind: 'forbidden',
      message: NO_SECTION_ACCESS,
    });
    expect((await refusal(calendar.getProjectCalendar(caller('pm'), 'P2'))).kind).toBe('forbidden');
    expect((await refusal(calendar.getProjectCalendar(caller('admin', []), 'P9'))).kind).toBe('not-found');
  });
});

describe('saveProjectCalendar', () => {
  it('stores the whole calendar sorted, weekdays in order and days off by date, with who and when', async () => {
    const saved = await calendar.saveProjectCalendar(
      caller('pm'),
      'P1',
      { workingWeekdays: [5, 1, 3], daysOff: [day('2027-01-01'), day('2026-12-25')] },
      NOW,
    );
    expect(saved).toEqual({ workingWeekdays: [1, 3, 5], daysOff: [day('2026-12-25'), day('2027-01-01')] });
    expect(writes).toEqual([{ projectId: 'P1', calendar: saved, at: NOW.toISOString(), by: 'U1' }]);
  });

  it('refuses a project that is not the caller’s and writes nothing', async () => {
    const body = { workingWeekdays: [1], daysOff: [] };
    expect((await refusal(calendar.saveProjectCalendar(caller('pm'), 'P2', body, NOW))).kind).toBe('forbidden');
    expect(writes).toEqual([]);
  });
});

describe('calendarWithImported', () => {
  it('takes the file’s weekdays when it names them and adds its days off; a date already off keeps its name', async () => {
    calendars.set('P1', { workingWeekdays: [1, 2, 3, 4, 5], daysOff: [day('2026-12-25', 'Christmas')] });
    expect(
      await calendar.calendarWithImported('P1', {
        workingWeekdays: [6, 1],
        daysOff: [day('2026-12-25', 'Xmas'), day('2026-12-24', 'Eve')],
      }),
    ).toEqual({ workingWeekdays: [1, 6], daysOff: [day('2026-12-24', 'Eve'), day('2026-12-25', 'Christmas')] });
    expect(await calendar.calendarWithImported('P1', { daysOff: [day('2027-01-01')] })).toMatchObject({
      workingWeekdays: [1, 2, 3, 4, 5],
    });
  });

  it('brings nothing when the file names no calendar, and refuses more days off than a calendar holds', async () => {
    expect(await calendar.calendarWithImported('P1', { daysOff: [] })).toBeUndefined();
    calendars.set('P1', { workingWeekdays: [1, 2, 3, 4, 5], daysOff: [day('2026-12-25')] });
    const many = Array.from({ length: MAX_DAYS_OFF }, (_, i) => day(`2030-01-01T${i}`));
    expect(await refusal(calendar.calendarWithImported('P1', { daysOff: many }))).toEqual({
      kind: 'invalid',
      message: `The file's calendar brings ${MAX_DAYS_OFF} days off; with the project's own that is ${MAX_DAYS_OFF + 1}, and a project's calendar holds at most ${MAX_DAYS_OFF}`,
    });
  });
});
