/**
 * The project's working-day calendar as the schedule's parts count in it (docs/requirements.md#working-day-calendar):
 * the schedule page provides it once, from GET /api/projects/{projectId}/calendar; until that answers, and
 * for a part drawn outside a page, Monday to Friday.
 */
import { createContext, useContext, useMemo } from 'react';
import { MONDAY_TO_FRIDAY, type WorkCalendar, workCalendarOf } from '#shared/schedule-links.ts';
import { useProjectCalendar } from '../api/project-calendar.ts';

export const WorkCalendarContext = createContext<WorkCalendar>(MONDAY_TO_FRIDAY);

export const useWorkCalendar = (): WorkCalendar => useContext(WorkCalendarContext);

/** The project's calendar, read from the API, as the rule counts in it. */
export function useProjectWorkCalendar(projectId: string) {
  const query = useProjectCalendar(projectId);
  const calendar = useMemo(() => (query.data ? workCalendarOf(query.data) : MONDAY_TO_FRIDAY), [query.data]);
  return { calendar, query };
}
