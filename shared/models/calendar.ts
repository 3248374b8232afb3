/** GET and PUT /api/projects/{projectId}/calendar (docs/requirements.md#working-day-calendar). */

/** A day no one works on the project (a statutory holiday, a shutdown day), named. */
export interface DayOff {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

/** A project's working-day calendar: the weekdays worked (0 = Sunday … 6 = Saturday) and the days off, by date. */
export interface ProjectCalendar {
  workingWeekdays: number[];
  daysOff: DayOff[];
}
