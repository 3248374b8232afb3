/**
 * The sendNotifications job (docs/architecture.md#background-work-on-aws-engines): takes every event
 * waiting for one subject (a task's site report, a project's day log) and sends each person one email per
 * event kind, however many events wait, so a burst (100 photos in one report) is one email. Who receives is
 * decided now, at send time: the person's role must receive the event, the project and its area must be
 * theirs today (a change of their projects counts at once), the change must not be their own, and their
 * setting must be immediately; a digest choice keeps the events for the person's daily digest
 * (notification-digest.ts).
 */
import { EVENT_LABELS, type NotificationEvent } from '#shared/notifications.ts';
import { signUnsubscribeToken } from '../commons/auth/unsubscribe-tokens.ts';
import { config } from '../commons/config.ts';
import type { BackgroundJob } from '../commons/job-queue.ts';
import { log, recordEvent } from '../commons/observability.ts';
import { publicBaseUrl } from '../commons/public-url.ts';
import { insertDigestEntries } from '../data/notification-digests.ts';
import {
  claimNotificationEvents,
  type NotificationEventRecord,
  waitingNotificationEvents,
} from '../data/notification-events.ts';
import { noSettings, notificationSettingsOfUsers } from '../data/notification-settings.ts';
import { getProject } from '../data/projects.ts';
import { listUsers, type UserRecord } from '../data/users.ts';
import { mayOpen } from './notification-audience.ts';
import { type NotificationEmail, notificationEmail } from './notification-email.ts';
import { effectiveChoices } from './notification-settings.ts';
import { SuppressedAddress, sendMail } from './outgoing-mail.ts';

/**
 * The events of a group one person hears of: those addressed to them, else those of other people's doing,
 * and of a folder's files only when they follow that folder or one above it.
 */
const eventsFor = (user: UserRecord, follows: readonly string[], group: readonly NotificationEventRecord[]) =>
  group.filter(
    (e) =>
      (e.recipientId === undefined ? e.actorId !== user._id : e.recipientId === user._id) &&
      (e.folderIds === undefined || e.folderIds.some((id) => follows.includes(id))),
  );

function byEvent(events: readonly NotificationEventRecord[]): Map<NotificationEvent, NotificationEventRecord[]> {
  const groups = new Map<NotificationEvent, NotificationEventRecord[]>();
  for (const e of events) groups.set(e.event, [...(groups.get(e.event) ?? []), e]);
  return groups;
}

/** One email to one person, with its unsubscribe token; a failure is logged and counted, never thrown. */
export async function mailPerson(
  user: UserRecord,
  event: NotificationEvent,
  compose: (origin: string, token: string) => NotificationEmail,
  now: Date,
) {
  try {
    const email = compose(await publicBaseUrl(), await signUnsubscribeToken({ userId: user._id, event }, now));
    await sendMail({ from: config.mailFrom(), to: user.email, ...email });
    recordEvent('NotificationEmailed');
  } catch (error) {
    if (error instanceof SuppressedAddress) return;
    recordEvent('NotificationEmailFailed');
    log('error', 'notification email failed', { event, userId: user._id }, error);
  }
}

const sendOne = (
  user: UserRecord,
  event: NotificationEvent,
  events: NotificationEventRecord[],
  projectName: string,
  now: Date,
) =>
  mailPerson(
    user,
    event,
    (origin, unsubscribeToken) =>
      notificationEmail({
        recipientName: user.name,
        projectName,
        settingLabel: EVENT_LABELS[event],
        events,
        origin,
        unsubscribeToken,
      }),
    now,
  );

/** One step: the waiting events of the job's subject this job takes, sent; finished when none are left. */
export async function sendNotificationsStep(job: BackgroundJob, now = new Date()): Promise<boolean> {
  const events = await claimNotificationEvents(await waitingNotificationEvents(job.id));
  const first = events[0];
  if (!first) return true;
  const [project, users] = await Promise.all([getProject(first.projectId), listUsers()]);
  if (!project) return false;
  const groups = byEvent(events);
  const audience = (event: NotificationEvent) =>
    users.filter((user) => mayOpen(user, first.projectId, event, first.section));
  // Everyone who may hear of one of the events: their settings in one batch read, not one read each.
  const settings = await notificationSettingsOfUsers([...groups.keys()].flatMap(audience).map((user) => user._id));
  for (const [event, group] of groups) {
    for (const user of audience(event)) {
      const stored = settings.get(user._id) ?? noSettings();
      const theirs = eventsFor(user, stored.follows, group);
      if (theirs.length === 0) continue;
      const choices = effectiveChoices(user.roles, stored);
      if (choices[event] === 'immediate') await sendOne(user, event, theirs, project.name, now);
      if (choices[event] === 'digest') await insertDigestEntries(user._id, theirs);
    }
  }
  return false;
}
