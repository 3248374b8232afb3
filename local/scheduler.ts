/**
 * The in-process scheduler of `npm start`: what EventBridge Scheduler does in AWS for the entries of
 * functions/jobs/schedules.ts. Each schedule sends its job's message to its queue at its Toronto
 * wall-clock time every day (DST followed: the offset of the run's own instant is used).
 */
import { addDaysToDateKey, torontoDateKey, torontoMidnight, torontoOffsetMinutes } from '#shared/time.ts';
import { type ScheduledJob, wallTime } from '../functions/jobs/schedules.ts';

/** The first instant strictly after `after` at which Toronto's wall clock reads `dailyAt`. */
export function nextRun(dailyAt: string, after: Date): Date {
  const { hour, minute } = wallTime(dailyAt);
  for (let days = 0; days <= 2; days++) {
    const midnight = torontoMidnight(addDaysToDateKey(torontoDateKey(after), days));
    const guess = new Date(midnight.getTime() + (hour * 60 + minute) * 60_000);
    // Across a DST change within the day the offset at the run differs from midnight's.
    const run = new Date(guess.getTime() - (torontoOffsetMinutes(guess) - torontoOffsetMinutes(midnight)) * 60_000);
    if (run.getTime() > after.getTime()) return run;
  }
  throw new Error(`No run of ${dailyAt} after ${after.toISOString()}`);
}

export interface Scheduler {
  stop(): void;
}

/** Sends each schedule's job at its next run, then at the one after, until stopped. */
export function startScheduler(
  schedules: readonly ScheduledJob[],
  send: (schedule: ScheduledJob) => void,
  now: () => Date = () => new Date(),
): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  const arm = (schedule: ScheduledJob) => {
    const wait = nextRun(schedule.dailyAt, now()).getTime() - now().getTime();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(schedule);
      arm(schedule);
    }, wait);
    timer.unref();
    timers.add(timer);
  };
  for (const schedule of schedules) arm(schedule);
  return {
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
