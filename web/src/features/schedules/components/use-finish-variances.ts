import { useMemo } from 'react';
import { type BaselineDays, finishVariances } from '../utils/baselines.ts';
import { useWorkCalendar } from './work-calendar.ts';

/** Each task's finish against the chosen baseline in the project's working days; null with no baseline shown. */
export function useFinishVariances(tasks: readonly { id: string; end: string }[], baseline: BaselineDays | undefined) {
  const calendar = useWorkCalendar();
  return useMemo(() => (baseline ? finishVariances(tasks, baseline, calendar) : null), [tasks, baseline, calendar]);
}
