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

export function notificationEmail(input: NotificationEmailInput): NotificationEmail {
  const first = input.events[0];
  if (!first) throw new Error('an email needs at least one event');
  const link = `${input.origin}${first.path}`;
  const token = encodeURIComponent(input.unsubscribeToken);
  const oneClick = `${input.origin}/api/notifications/unsubscribe?token=${token}`;
  const footerLink = `${input.origin}/unsubscribe?token=${token}`;
  const settings = `${input.origin}/app_home`;
  const lines = summaryLines(input.events);
  const subject = (SUBJECT_OF[first.event] ?? ((name: string) => name))(first.objectName, input.projectName);
  const text = [
    `Hello ${input.recipientName},`,
    '',
    `${first.objectName}, ${input.projectName}:`,
    ...lines.map((line) => `- ${line}`),
    '',
    `Open it: ${link}`,
    '',
    '--',
    `You get this email for "${input.settingLabel}".`,
    `Stop these emails: ${footerLink}`,
    `All your email settings (Profile, on the home page): ${settings}`,
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.recipientName)},</p>`,
    `<p><strong>${escapeHtml(first.objectName)}</strong>, ${escapeHtml(input.projectName)}:</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(link)}">Open it in Site Office</a></p>`,
    '<hr>',
    `<p style="font-size:small">You get this email for "${escapeHtml(input.settingLabel)}". `,
    `<a href="${escapeHtml(footerLink)}">Stop these emails</a> · `,
    `<a href="${escapeHtml(settings)}">All your email settings</a> (Profile, on the home page)</p>`,
  ].join('');
  return {
    subject,
    text,
    html,
    headers: [
      { name: 'List-Unsubscribe', value: `<${oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}
