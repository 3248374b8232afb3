import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { ProjectCalendar } from '../models/calendar.ts';
import { projectCalendarBody } from '../schemas/calendar.ts';

export const getProjectCalendar = {
  method: 'GET',
  path: '/api/projects/{projectId}/calendar',
  access: SIGNED_IN,
  summary:
    "The project's working-day calendar, which both schedules count working days in: { workingWeekdays: [0 = Sunday … 6 = Saturday], daysOff: [{ date, name }] }; Monday to Friday without days off until one is saved. Anyone who can open one of the project's schedules.",
  status: 200,
  response: /* @__PURE__ */ returns<ProjectCalendar>(),
} as const satisfies Endpoint;

export const putProjectCalendar = {
  method: 'PUT',
  path: '/api/projects/{projectId}/calendar',
  access: { kind: 'roles', roles: ['admin', 'pm'] },
  summary:
    "Replace the project's working-day calendar: { workingWeekdays: [at least one of 0 … 6, each once], daysOff: [{ date: YYYY-MM-DD, name }] (at most 500, each date once) }. Answers the calendar as GET does. No task moves by itself: the next move or edit counts in the new calendar. Project managers and admins of the project.",
  body: projectCalendarBody,
  status: 200,
  response: /* @__PURE__ */ returns<ProjectCalendar>(),
} as const satisfies Endpoint;

/** The project's working-day calendar (docs/requirements.md#working-day-calendar). */
export const projectCalendarEndpoints = { getProjectCalendar, putProjectCalendar } as const satisfies Record<
  string,
  Endpoint
>;
