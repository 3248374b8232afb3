/**
 * The sendNotifications job's rules: one email per person and event however many events wait for one
 * object (a burst of photos), nobody outside the project or its area, not the person who made the change,
 * not someone whose setting is digest or never, and every email with its one-click unsubscribe. Tables,
 * users and SES are in-memory fakes behind the data and mail functions (tests/integration/notifications.test.ts
 * reads the real SES emulator).
 */
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/roles.ts';
import type { NotificationEventRecord } from '../data/notification-events.ts';
import type { StoredNotificationSettings } from '../data/notification-settings.ts';
import type { Email } from '../mail/mailer.ts';

const waiting: NotificationEventRecord[] = [];
const settings = new Map<string, StoredNotificationSettings>();
const sent: Email[] = [];
const user = (id: string, roles: Role, allowedProjects: string[]) => ({
  _id: id,
  name: `Person ${id}`,
  email: `${id.toLowerCase()}@example.com`,
  roles,
  allowedProjects,
});
const users = [
  user('PM', 'pm', ['P1']),
  user('OTHERPM', 'pm', ['P2']),
  user('OFFICE', 'office', ['P1']),
  user('ADMIN', 'admin', []),
  user('SITE', 'site', ['P1']),
  user('CONSULTANT', 'consultant', ['P1']),
  user('ACTOR', 'pm', ['P1']),
];

vi.mock('../data/notification-events.ts', () => ({
  waitingNotificationEvents: async (subject: string) => waiting.filter((e) => e.subject === subject),
  removeNotificationEvents: async (done: NotificationEventRecord[]) => {
    for (const e of done) waiting.splice(waiting.indexOf(e), 1);
  },
}));
vi.mock('../data/notification-settings.ts', () => ({
  getNotificationSettings: async (id: string) => settings.get(id) ?? { choices: {}, follows: [] },
}));
vi.mock('../data/projects.ts', () => ({
  getProject: async (id: string) => ({ _id: id, name: 'Harbour Lofts' }),
}));
vi.mock('../data/users.ts', () => ({ listUsers: async () => users }));
vi.mock('../mail/mailer.ts', () => ({
  sendEmail: async (email: Email) => {
    sent.push(email);
    return 'id';
  },
}));

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  process.env.JWT_PUBLIC_KEY = JSON.stringify(await exportJWK(publicKey));
  process.env.JWT_PRIVATE_KEY = JSON.stringify(await exportJWK(privateKey));
  process.env.PUBLIC_BASE_URL = 'https://office.example.com';
  process.env.MAIL_FROM = 'Site Office <no-reply@example.com>';
});

const { sendNotificationsStep } = await import('./notification-send.ts');
const { verifyUnsubscribeToken } = await import('../commons/auth/unsubscribe-tokens.ts');

const now = new Date('2026-03-02T15:00:00Z');
const photoEvent = (i: number): NotificationEventRecord => ({
  _id: `E${String(i).padStart(3, '0')}`,
  subject: 'task:T1',
  event: 'reportSubmitted',
  projectId: 'P1',
  objectName: 'Pour footings',
  path: '/construction_tasks_notes/T1',
  action: 'added a photo',
  actorId: 'ACTOR',
  actorName: 'Sam Site',
  at: '2026-03-02T14:00:00.000Z',
  ttl: 0,
});

beforeEach(() => {
  waiting.length = 0;
  settings.clear();
  sent.length = 0;
});

describe('sendNotifications', () => {
  it('a burst of 100 photo events is one email to each person who may open the project and chose immediately', async () => {
    waiting.push(...Array.from({ length: 100 }, (_, i) => photoEvent(i)));
    settings.set('OFFICE', { choices: { reportSubmitted: 'immediate' }, follows: [] });
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now);
    // PM (default immediate), OFFICE (chose immediate); not OTHERPM (another project), ADMIN (digest by
    // default), SITE and CONSULTANT (their roles are not told of submissions), ACTOR (their own change)
    expect(sent.map((e) => e.to).sort()).toEqual(['office@example.com', 'pm@example.com']);
    expect(waiting).toEqual([]);
    const email = sent.find((e) => e.to === 'pm@example.com') as Email;
    expect(email.subject).toBe('New on Pour footings (Harbour Lofts)');
    expect(email.text).toContain('Open it: https://office.example.com/construction_tasks_notes/T1');
    expect(email.text).toContain('- Sam Site added a photo (100 times, the last 2026-03-02, 09:00 Toronto time)');
    expect(email.text.match(/Sam Site/g)).toHaveLength(1);
    expect(email.html).toContain('<a href="https://office.example.com/construction_tasks_notes/T1">');
    const header = email.headers?.find((h) => h.name === 'List-Unsubscribe')?.value ?? '';
    expect(email.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
    const token = decodeURIComponent(/token=([^>]+)>$/.exec(header)?.[1] ?? '');
    expect(await verifyUnsubscribeToken(token, now)).toEqual({ userId: 'PM', event: 'reportSubmitted' });
    expect(email.text).toContain(`https://office.example.com/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  it('sends nothing to someone who chose never or digest, and nothing when no event waits', async () => {
    waiting.push(photoEvent(1));
    settings.set('PM', { choices: { reportSubmitted: 'never' }, follows: [] });
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now);
    expect(sent).toEqual([]);
    expect(waiting).toEqual([]);
    expect(await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now)).toBe(true);
    expect(sent).toEqual([]);
  });
});
