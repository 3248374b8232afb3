/**
 * One notification email (docs/requirements.md#email-notifications): what happened to one object, for one
 * person, as text and simple HTML, in the app's words, with a link to the object, the one-click unsubscribe
 * (RFC 8058 headers and a footer link) and a link to the settings. No file contents, only names.
 */
import type { EVENT_LABELS } from '#shared/notifications.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { escapeHtml } from '../commons/html.ts';
import type { NotificationEventRecord } from '../data/notification-events.ts';

export interface NotificationEmailInput {
  recipientName: string;
  projectName: string;
  /** The setting the email comes under, in the settings screen's words. */
  settingLabel: (typeof EVENT_LABELS)[keyof typeof EVENT_LABELS];
  /** What happened to one object, oldest first (all of one subject and event). */
  events: readonly NotificationEventRecord[];
  origin: string;
  unsubscribeToken: string;
}

export interface NotificationEmail {
  subject: string;
  text: string;
  html: string;
  headers: { name: string; value: string }[];
}

const SUBJECT_OF: Record<string, (name: string, project: string) => string> = {
  reportSubmitted: (name, project) => `New on ${name} (${project})`,
  dailyLogSignedOff: (name, project) => `${name} signed off (${project})`,
  printOrder: (name, project) => `Print order of ${name} (${project})`,
  followedFolderFile: (name, project) => `New in ${name} (${project})`,
  taskDue: (name, project) => `Due: ${name} (${project})`,
  pinAssigned: (name, project) => `Pin assigned to you: ${name} (${project})`,
  pinReady: (name, project) => `Ready for review: ${name} (${project})`,
};

/** One line per person and action, however often it happened: a burst reads as one line. */
function summaryLines(events: readonly NotificationEventRecord[]): string[] {
  const seen = new Map<string, { count: number; last: string }>();
  for (const e of events) {
    const line = `${e.actorName} ${e.action}`;
    seen.set(line, { count: (seen.get(line)?.count ?? 0) + 1, last: e.at });
  }
  return [...seen].map(([line, { count, last }]) => {
    const times = count > 1 ? `${count} times, the last ` : '';
    return `${line} (${times}${formatTorontoDateTime(last)} Toronto time)`;
  });
}

/** What happened to one object: its waiting events and its project's name. */
export interface EmailSection {
  events: readonly NotificationEventRecord[];
  projectName: string;
}

interface ComposeInput extends Omit<NotificationEmailInput, 'events' | 'projectName'> {
  subject: string;
  sections: readonly EmailSection[];
}

/** The email: a section per object (its lines and link), then the unsubscribe and settings footer and headers. */
function composeEmail(input: ComposeInput): NotificationEmail {
  const token = encodeURIComponent(input.unsubscribeToken);
  const oneClick = `${input.origin}/api/notifications/unsubscribe?token=${token}`;
  const footerLink = `${input.origin}/unsubscribe?token=${token}`;
  const settings = `${input.origin}/app_home`;
  const sections = input.sections.flatMap(({ events, projectName }) => {
    const first = events[0];
    return first ? [{ first, projectName, lines: summaryLines(events), link: `${input.origin}${first.path}` }] : [];
  });
  const text = [
    `Hello ${input.recipientName},`,
    '',
    ...sections.flatMap(({ first, projectName, lines, link }) => [
      `${first.objectName}, ${projectName}:`,
      ...lines.map((line) => `- ${line}`),
      '',
      `Open it: ${link}`,
      '',
    ]),
    '--',
    `You get this email for "${input.settingLabel}".`,
    `Stop these emails: ${footerLink}`,
    `All your email settings (Profile, on the home page): ${settings}`,
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.recipientName)},</p>`,
    ...sections.map(
      ({ first, projectName, lines, link }) =>
        `<p><strong>${escapeHtml(first.objectName)}</strong>, ${escapeHtml(projectName)}:</p>` +
        `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `<p><a href="${escapeHtml(link)}">Open it in Site Office</a></p>`,
    ),
    '<hr>',
    `<p style="font-size:small">You get this email for "${escapeHtml(input.settingLabel)}". `,
    `<a href="${escapeHtml(footerLink)}">Stop these emails</a> · `,
    `<a href="${escapeHtml(settings)}">All your email settings</a> (Profile, on the home page)</p>`,
  ].join('');
  return {
    subject: input.subject,
    text,
    html,
    headers: [
      { name: 'List-Unsubscribe', value: `<${oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

/** An immediate email: one object. */
export function notificationEmail(input: NotificationEmailInput): NotificationEmail {
  const first = input.events[0];
  if (!first) throw new Error('an email needs at least one event');
  const subject = (SUBJECT_OF[first.event] ?? ((name: string) => name))(first.objectName, input.projectName);
  return composeEmail({ ...input, subject, sections: [{ events: input.events, projectName: input.projectName }] });
}

/** A day's digest of one event kind: every object it happened to, one section each. */
export function digestEmail(
  input: Omit<NotificationEmailInput, 'events' | 'projectName'> & { sections: readonly EmailSection[] },
): NotificationEmail {
  const count = input.sections.length;
  const subject = `Your daily digest: ${input.settingLabel} (${count} ${count === 1 ? 'update' : 'updates'})`;
  return composeEmail({ ...input, subject });
}
