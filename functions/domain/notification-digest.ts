/**
 * The daily digest (docs/requirements.md#email-notifications): at 07:00 Toronto the sendDigests job sends
 * each person, per event kind, one email with every object their kept events are about, checked again
 * now: their role still receives it, the project and area are still theirs, and their choice is still the
 * digest (a person who changed it meanwhile gets nothing of it). What was looked at is removed.
 */
import { EVENT_LABELS, type NotificationEvent } from '#shared/notifications.ts';
import type { BackgroundJob } from '../commons/job-queue.ts';
import { removeDigestEntries, waitingDigestEntries } from '../data/notification-digests.ts';
import type { NotificationEventRecord } from '../data/notification-events.ts';
import {
  noSettings,
  notificationSettingsOfUsers,
  type StoredNotificationSettings,
} from '../data/notification-settings.ts';
import { getProject } from '../data/projects.ts';
import { listUsers, type UserRecord } from '../data/users.ts';
import { mayOpen } from './notification-audience.ts';
import { digestEmail, type EmailSection } from './notification-email.ts';
import { mailPerson } from './notification-send.ts';
import { effectiveChoices } from './notification-settings.ts';

/** The sections of one event kind's digest: the entries the person may still see, one section per object. */
async function sectionsOf(user: UserRecord, entries: NotificationEventRecord[]): Promise<EmailSection[]> {
  const bySubject = new Map<string, NotificationEventRecord[]>();
  for (const e of entries) {
    if (mayOpen(user, e.projectId, e.event, e.section))
      bySubject.set(e.subject, [...(bySubject.get(e.subject) ?? []), e]);
  }
  const sections: EmailSection[] = [];
  for (const events of bySubject.values()) {
    const project = await getProject((events[0] as NotificationEventRecord).projectId);
    if (project) sections.push({ events, projectName: project.name });
  }
  return sections;
}

async function digestFor(
  user: UserRecord,
  entries: NotificationEventRecord[],
  stored: StoredNotificationSettings,
  now: Date,
): Promise<void> {
  const choices = effectiveChoices(user.roles, stored);
  const kinds = [...new Set(entries.map((e) => e.event))] as NotificationEvent[];
  for (const event of kinds.filter((kind) => choices[kind] === 'digest')) {
    const sections = await sectionsOf(
      user,
      entries.filter((e) => e.event === event),
    );
    if (sections.length === 0) continue;
    const settingLabel = EVENT_LABELS[event];
    await mailPerson(
      user,
      event,
      (origin, unsubscribeToken) =>
        digestEmail({ recipientName: user.name, settingLabel, sections, origin, unsubscribeToken }),
      now,
    );
  }
  await removeDigestEntries(user._id, entries);
}

/**
 * One step: every person's waiting digest, their settings read in one batch (notificationSettingsOfUsers)
 * for those with entries. Sent entries are removed, so a step cut short is finished by the next.
 */
export async function sendDigestsStep(_job: BackgroundJob, now = new Date()): Promise<boolean> {
  const waiting: { user: UserRecord; entries: NotificationEventRecord[] }[] = [];
  for (const user of await listUsers()) {
    const entries = await waitingDigestEntries(user._id);
    if (entries.length > 0) waiting.push({ user, entries });
  }
  const settings = await notificationSettingsOfUsers(waiting.map(({ user }) => user._id));
  for (const { user, entries } of waiting) {
    await digestFor(user, entries, settings.get(user._id) ?? noSettings(), now);
  }
  return true;
}
