import { useMemo } from 'react';
import { type CriticalPath, scheduleCriticalPath } from '../utils/critical-path.ts';
import type { ScheduleTask } from '../utils/gantt-tasks.ts';
import { useWorkCalendar } from './work-calendar.ts';

/**
 * The critical path of the schedule while the toggle is on, and each task's float for the list, in
 * working days of the project's calendar.
 */
export function useCriticalPath(tasks: readonly ScheduleTask[], on: boolean) {
  const calendar = useWorkCalendar();
  return useMemo(() => {
    if (!on) return { critical: undefined, floats: null };
    const critical: CriticalPath = scheduleCriticalPath(tasks, calendar);
    const floats = new Map([...critical.floats].map(([id, f]) => [id, f.totalFloat]));
    return { critical, floats };
  }, [tasks, on, calendar]);
}
