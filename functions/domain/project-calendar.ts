/**
 * The project's working-day calendar (docs/requirements.md#working-day-calendar): the weekdays worked and
 * the days off that both schedules count working days in, on the server's reschedule as in the browser.
 * Saving it moves no task.
 */
import type { DayOff, ProjectCalendar } from '#shared/models/calendar.ts';
import { canUseModule, NO_SECTION_ACCESS } from '#shared/roles.ts';
import { WEEKDAYS_MONDAY_TO_FRIDAY, type WorkCalendar, workCalendarOf } from '#shared/schedule-links.ts';
import { MAX_DAYS_OFF, type ProjectCalendarBody } from '#shared/schemas/calendar.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, invalid, notFound } from '../commons/errors.ts';
import { getProjectCalendar as readCalendar, putProjectCalendar as writeCalendar } from '../data/project-calendars.ts';
import { getProject } from '../data/projects.ts';
import { assertProjectAccess } from './access.ts';

export const DEFAULT_CALENDAR: ProjectCalendar = { workingWeekdays: [...WEEKDAYS_MONDAY_TO_FRIDAY], daysOff: [] };

/** The project's calendar as stored, or Monday to Friday without days off; days off in date order. */
export async function calendarOfProject(projectId: string): Promise<ProjectCalendar> {
  const stored = await readCalendar(projectId);
  return stored && stored.workingWeekdays.length > 0 ? stored : DEFAULT_CALENDAR;
}

/** The calendar the working-day rule counts in (shared/schedule-links.ts). */
export async function workCalendarOfProject(projectId: string): Promise<WorkCalendar> {
  return workCalendarOf(await calendarOfProject(projectId));
}

async function assertProject(projectId: string): Promise<void> {
  if (!(await getProject(projectId))) throw notFound('Project not found');
}

/** GET: whoever can open one of the project's schedules. */
export async function getProjectCalendar(caller: Caller, projectId: string): Promise<ProjectCalendar> {
  await assertProject(projectId);
  if (!canUseModule(caller.role, 'construction') && !canUseModule(caller.role, 'marketing')) {
    throw forbidden(NO_SECTION_ACCESS);
  }
  assertProjectAccess(caller, projectId);
  return calendarOfProject(projectId);
}

/** Sorted by date, weekdays in order: the calendar as it is stored and shown. */
export function tidyCalendar(calendar: ProjectCalendarBody): ProjectCalendar {
  return {
    workingWeekdays: [...calendar.workingWeekdays].sort((a, b) => a - b),
    daysOff: [...calendar.daysOff].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}

/**
 * The project's calendar with what an imported file brings (docs/requirements.md#working-day-calendar): the
 * file's working weekdays when it names them, its days off added (a date already off keeps its name).
 * Undefined when the file brings nothing; refused (400) when the days off would be more than a calendar holds.
 */
export async function calendarWithImported(
  projectId: string,
  imported: { workingWeekdays?: number[]; daysOff: DayOff[] },
): Promise<ProjectCalendar | undefined> {
  if (!imported.workingWeekdays && imported.daysOff.length === 0) return undefined;
  const current = await calendarOfProject(projectId);
  const known = new Set(current.daysOff.map((d) => d.date));
  const daysOff = [...current.daysOff, ...imported.daysOff.filter((d) => !known.has(d.date))];
  if (daysOff.length > MAX_DAYS_OFF) {
    throw invalid(
      `The file's calendar brings ${imported.daysOff.length} days off; with the project's own that is ${daysOff.length}, and a project's calendar holds at most ${MAX_DAYS_OFF}`,
    );
  }
  return tidyCalendar({ workingWeekdays: imported.workingWeekdays ?? current.workingWeekdays, daysOff });
}

/** Writes the project's calendar, whole. */
export async function storeProjectCalendar(projectId: string, calendar: ProjectCalendar, now: Date, by: Caller) {
  await writeCalendar(projectId, calendar, now.toISOString(), by.userId);
}

/** Saves a project's calendar (the contract lets only project managers and admins call it). */
export async function saveProjectCalendar(
  caller: Caller,
  projectId: string,
  body: ProjectCalendarBody,
  now: Date,
): Promise<ProjectCalendar> {
  await assertProject(projectId);
  assertProjectAccess(caller, projectId);
  const calendar = tidyCalendar(body);
  await storeProjectCalendar(projectId, calendar, now, caller);
  return calendar;
}
