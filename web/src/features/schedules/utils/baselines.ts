/**
 * A chosen baseline on the schedule (docs/requirements.md#baselines): each task's days in it, the thin bar
 * the chart draws under the task's own, and the variance of its finish in working days
 * (shared/schedule-links.ts: Monday to Friday less the days off).
 */
import type { BaselineDates } from '#shared/models/schedule-baseline.ts';
import { type DaySpan, MONDAY_TO_FRIDAY, type WorkCalendar, workingDaysFrom } from '#shared/schedule-links.ts';
import { torontoDateKeyOf } from '#shared/time.ts';

/** A baseline's days by task id. */
export type BaselineDays = ReadonlyMap<string, DaySpan>;

export function baselineDays(dates: readonly BaselineDates[]): BaselineDays {
  return new Map(dates.map((d) => [d.id, { start: d.start, finish: d.finish }]));
}

/** A date key as the chart's wall-clock midnight. */
const wallDay = (key: string, plusDays = 0): Date => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays);
};

/** The thin bar of a baseline's days: from its first day's midnight to the midnight after its last. */
export const baselineBar = (span: DaySpan): { start: Date; end: Date } => ({
  start: wallDay(span.start),
  end: wallDay(span.finish, 1),
});

/**
 * Each task's finish against the baseline, in working days: positive when it finishes later, negative
 * when earlier, counted on `calendar` (the project's working days). A task the baseline does not
 * hold (added since) has none.
 */
export function finishVariances(
  tasks: readonly { id: string; end: string }[],
  baseline: BaselineDays,
  calendar: WorkCalendar = MONDAY_TO_FRIDAY,
): ReadonlyMap<string, number> {
  const variances = new Map<string, number>();
  for (const task of tasks) {
    const saved = baseline.get(task.id);
    const finish = torontoDateKeyOf(task.end);
    if (saved && finish) variances.set(task.id, workingDaysFrom(saved.finish, finish, calendar));
  }
  return variances;
}

/** What the Variance column says: "On time", "3 d late", "2 d early" (working days), or "New" for a task added since. */
export function varianceLabel(variance: number | undefined): string {
  if (variance === undefined) return 'New';
  if (variance === 0) return 'On time';
  return `${Math.abs(variance)} d ${variance > 0 ? 'late' : 'early'}`;
}
