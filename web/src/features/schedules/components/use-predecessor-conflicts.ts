import { useMemo } from 'react';
import { findPredecessorConflicts, type ScheduleTask } from '../utils/gantt-tasks.ts';
import { useWorkCalendar } from './work-calendar.ts';

/** The predecessor warnings of the schedule, links counted in working days of the project's calendar. */
export function usePredecessorConflicts(tasks: readonly ScheduleTask[]) {
  const calendar = useWorkCalendar();
  return useMemo(() => findPredecessorConflicts(tasks, calendar), [tasks, calendar]);
}
