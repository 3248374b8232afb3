/**
 * Scheduled work (docs/architecture.md#background-work-on-aws-engines): each entry puts its job on its
 * kind's queue every day at a Toronto wall-clock time. In AWS an EventBridge Scheduler schedule
 * (infra/constructs/scheduled-job.ts, time zone America/Toronto) sends the message; under `npm start` the
 * in-process scheduler (local/scheduler.ts) does; `npm run job` sends it now. The first entry is the
 * recycle-bin purge (docs/data-model.md#delete-forever-and-the-purge), the second the notification digest,
 * the third the notice of tasks coming due (docs/data-model.md#tasks-coming-due).
 */
import type { BackgroundJob } from '../commons/job-queue.ts';
import { BACKGROUND_JOBS } from '../commons/metric-names.ts';

export const SCHEDULE_TIME_ZONE = 'America/Toronto';

export interface ScheduledJob {
  /** Unique; the schedule's name. */
  name: string;
  /** The message sent each time. */
  job: BackgroundJob;
  /** HH:MM, 24 h, in Toronto (DST followed). */
  dailyAt: string;
}

/** The recycle-bin purge's one message: it carries nothing but its name, each step finds what is due. */
export const PURGE_RECYCLE_BIN: ScheduledJob = {
  name: 'purge-recycle-bin',
  job: { kind: BACKGROUND_JOBS.recycleBinPurge, id: 'purge-recycle-bin' },
  dailyAt: '03:00',
};

/** The daily notification digest (docs/requirements.md#email-notifications): each person's kept events. */
export const NOTIFICATION_DIGEST: ScheduledJob = {
  name: 'notification-digest',
  job: { kind: BACKGROUND_JOBS.notificationDigest, id: 'notification-digest' },
  dailyAt: '07:00',
};

/**
 * The taskDue events of the day (docs/requirements.md#email-notifications): before the 07:00 digest, so a
 * person whose choice is the digest reads today's due tasks in it.
 */
export const TASK_DUE_NOTICE: ScheduledJob = {
  name: 'task-due-notice',
  job: { kind: BACKGROUND_JOBS.taskDueNotice, id: 'task-due-notice' },
  dailyAt: '06:00',
};

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [PURGE_RECYCLE_BIN, NOTIFICATION_DIGEST, TASK_DUE_NOTICE];

/** HH:MM -> hour and minute; throws on anything else. */
export function wallTime(dailyAt: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(dailyAt);
  if (!match) throw new Error(`Not a HH:MM time: ${dailyAt}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The EventBridge Scheduler expression of a daily time (read in the schedule's time zone). */
export function cronExpression(dailyAt: string): string {
  const { hour, minute } = wallTime(dailyAt);
  return `cron(${minute} ${hour} * * ? *)`;
}
