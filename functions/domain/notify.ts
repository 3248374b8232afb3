/**
 * Records that something happened which people may be emailed about
 * (docs/requirements.md#email-notifications), and hands it to the sendNotifications job: the email is
 * never sent inside the request. Called after the change is written; a failure here is logged and
 * counted, never the request's failure (the change stands, only its email is lost).
 */
import type { NotificationEvent } from '#shared/notifications.ts';
import type { Section } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { ulid } from '../commons/ids.ts';
import { enqueueJob } from '../commons/job-queue.ts';
import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { log, recordEvent } from '../commons/observability.ts';
import { insertNotificationEvent } from '../data/notification-events.ts';

/** An event nobody took within a week is dropped (TTL). */
const EVENT_TTL_SECONDS = 7 * 24 * 3600;

export interface Happening {
  event: NotificationEvent;
  /** One email per person covers every waiting event of one subject. */
  subject: string;
  projectId: string;
  objectName: string;
  path: string;
  action: string;
  /** Told to this person only (their own print order); see NotificationEventRecord. */
  recipientId?: string;
  section?: Section;
  /** A file's folder and those above it: told to the people who follow one of them. */
  folderIds?: string[];
}

export async function notify(caller: Caller, happening: Happening, now: Date): Promise<void> {
  // A change made in code without a sign-in (the seed's demo data) tells nobody.
  if (!caller.session) return;
  try {
    await insertNotificationEvent({
      _id: ulid(now.getTime()),
      ...happening,
      actorId: caller.userId,
      actorName: caller.name,
      at: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + EVENT_TTL_SECONDS,
    });
    await enqueueJob({ kind: BACKGROUND_JOBS.notificationSend, id: happening.subject });
  } catch (error) {
    recordEvent('NotificationNotQueued');
    log('error', 'notification not queued', { event: happening.event, subject: happening.subject }, error);
  }
}

/** The subject and link of a task's site report, and of a project's day log. */
export const taskSubject = (taskId: string) => ({
  subject: `task:${taskId}`,
  path: `/construction_tasks_notes/${taskId}`,
});
export const dailyLogSubject = (projectId: string, date: string) => ({
  subject: `daily-log:${projectId}:${date}`,
  path: `/daily_log/${projectId}?date=${date}`,
  objectName: `Daily log of ${date}`,
});
