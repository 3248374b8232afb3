import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { PhoneSchedule } from './phone-schedule.tsx';
import { ScheduleGantt, type ScheduleGanttProps } from './schedule-gantt.tsx';

/** The chart on a desk, the agenda on a phone (the same tasks, the same Edit Task dialog). */
export function ScheduleView(props: ScheduleGanttProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (!phone) return <ScheduleGantt {...props} />;
  return <PhoneSchedule {...props} />;
}
