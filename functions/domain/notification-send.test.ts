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
import { sent, suppressed } from './test-support/fake-mail.ts';

const waiting: NotificationEventRecord[] = [];
const settings = new Map<string, StoredNotificationSettings>();
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
  claimNotificationEvents: async (events: NotificationEventRecord[]) =>
    events.filter((e) => waiting.includes(e) && waiting.splice(waiting.indexOf(e), 1).length === 1),
}));
const digests = new Map<string, NotificationEventRecord[]>();
vi.mock('../data/notification-digests.ts', () => ({
  insertDigestEntries: async (userId: string, events: NotificationEventRecord[]) => {
    digests.set(userId, [...(digests.get(userId) ?? []), ...events]);
  },
  waitingDigestEntries: async (userId: string) => digests.get(userId) ?? [],
  removeDigestEntries: async (userId: string) => {
    digests.delete(userId);
  },
}));
/** The user ids of each batch read of settings the job makes. */
const settingsBatches: string[][] = [];
const settingsOf = (id: string) => settings.get(id) ?? { choices: {}, follows: [] };
vi.mock('../data/notification-settings.ts', () => ({
  noSettings: () => ({ choices: {}, follows: [] }),
  notificationSettingsOfUsers: async (ids: readonly string[]) => {
    settingsBatches.push([...ids]);
    return new Map(ids.map((id) => [id, settingsOf(id)]));
  },
}));
vi.mock('../data/projects.ts', () => ({
  getProject: async (id: string) => ({ _id: id, name: 'Harbour Lofts' }),
}));
vi.mock('../data/users.ts', () => ({ listUsers: async () => users }));
vi.mock('../data/email-suppressions.ts', async () => (await import('./test-support/fake-mail.ts')).suppressions);
vi.mock('../mail/mailer.ts', async () => (await import('./test-support/fake-mail.ts')).mailer);

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  process.env.JWT_PUBLIC_KEY = JSON.stringify(await exportJWK(publicKey));
  process.env.JWT_PRIVATE_KEY = JSON.stringify(await exportJWK(privateKey));
  process.env.PUBLIC_BASE_URL = 'https://office.example.com';
  process.env.MAIL_FROM = 'Site Office <no-reply@example.com>';
});

const { sendNotificationsStep } = await import('./notification-send.ts');
const { sendDigestsStep } = await import('./notification-digest.ts');
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
  digests.clear();
  suppressed.clear();
  settingsBatches.length = 0;
});

describe('sendNotifications', () => {
  it('skips an address suppressed after a bounce or a complaint, and still sends to the others', async () => {
    waiting.push(photoEvent(1));
    settings.set('OFFICE', { choices: { reportSubmitted: 'immediate' }, follows: [] });
    suppressed.add('office@example.com');
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now);
    expect(sent.map((e) => e.to)).toEqual(['pm@example.com']);
    expect(waiting).toEqual([]);
  });

  it('skips a suppressed address in the digest too', async () => {
    waiting.push(photoEvent(1));
    suppressed.add('admin@example.com');
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now);
    sent.length = 0;
    await sendDigestsStep({ kind: 'sendDigests', id: 'notification-digest' }, now);
    // office takes submissions in the digest by default too, and is not suppressed
    expect(sent.map((e) => e.to)).toEqual(['office@example.com']);
    expect(digests.get('ADMIN')).toBeUndefined();
  });

  it('a burst of 100 photo events is one email to each person who may open the project and chose immediately', async () => {
    waiting.push(...Array.from({ length: 100 }, (_, i) => photoEvent(i)));
    settings.set('OFFICE', { choices: { reportSubmitted: 'immediate' }, follows: [] });
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now);
    // PM (default immediate), OFFICE (chose immediate); not OTHERPM (another project), ADMIN (digest by
    // default), SITE and CONSULTANT (their roles are not told of submissions), ACTOR (their own change)
    expect(sent.map((e) => e.to).sort()).toEqual(['office@example.com', 'pm@example.com']);
    expect(waiting).toEqual([]);
    // the admin's default for submissions is the digest: the events are kept for it, nobody else's
    expect([...digests.keys()]).toEqual(['ADMIN']);
    expect(digests.get('ADMIN')).toHaveLength(100);
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

  it('reads the settings of everyone who may hear of the events in one batch, not one read per person', async () => {
    waiting.push(photoEvent(1), { ...photoEvent(2), event: 'dailyLogSignedOff' });
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now);
    // one read for both event kinds; only the people of the project's construction area whose role
    // receives one of them (not OTHERPM of another project, not SITE or CONSULTANT)
    expect(settingsBatches).toHaveLength(1);
    expect(new Set(settingsBatches[0])).toEqual(new Set(['PM', 'OFFICE', 'ADMIN', 'ACTOR']));
    // and their choices still apply: the pm hears of both at once, office of the sign-off only
    expect(sent.map((e) => e.to).sort()).toEqual(['office@example.com', 'pm@example.com', 'pm@example.com']);
  });

  it('two jobs of one subject at once send each email once', async () => {
    waiting.push(photoEvent(1), photoEvent(2));
    const job = { kind: 'sendNotifications', id: 'task:T1' } as const;
    await Promise.all([sendNotificationsStep(job, now), sendNotificationsStep(job, now)]);
    expect(sent.map((e) => e.to)).toEqual(['pm@example.com']);
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

  it('a print order is told to the person who ordered it only, their own action included, by their setting', async () => {
    const order = (id: string, recipientId: string, section: 'planfile' | 'construction' = 'planfile') => ({
      ...photoEvent(300),
      _id: id,
      subject: `print:${id}`,
      event: 'printOrder' as const,
      objectName: 'A-101 Floor plan.pdf',
      path: '/view_file/plan/F1',
      action: 'ordered 2 × A1 prints: the order was emailed to the print shop',
      actorId: recipientId,
      actorName: `Person ${recipientId}`,
      recipientId,
      section,
    });
    waiting.push(
      order('O1', 'CONSULTANT'),
      order('O2', 'PM'),
      order('O3', 'SITE', 'construction'),
      order('O5', 'SITE'),
    );
    settings.set('PM', { choices: { printOrder: 'never' }, follows: [] });
    for (const id of ['O1', 'O2', 'O3', 'O5']) {
      await sendNotificationsStep({ kind: 'sendNotifications', id: `print:${id}` }, now);
    }
    // O1: only the consultant who ordered it (nobody else who may open the plans); O2: the pm chose never;
    // O3: a construction file, to the site user who ordered it; O5: a plan file, an area the site role
    // cannot open, so nothing.
    expect(sent.map((e) => [e.to, e.subject])).toEqual([
      ['consultant@example.com', 'Print order of A-101 Floor plan.pdf (Harbour Lofts)'],
      ['site@example.com', 'Print order of A-101 Floor plan.pdf (Harbour Lofts)'],
    ]);
    expect(sent[0]?.text).toContain(
      '- Person CONSULTANT ordered 2 × A1 prints: the order was emailed to the print shop',
    );
    expect(sent[0]?.text).toContain('Open it: https://office.example.com/view_file/plan/F1');
    // Taken off the project, the orderer hears no more of it.
    const consultant = users.find((u) => u._id === 'CONSULTANT') as { allowedProjects: string[] };
    consultant.allowedProjects = [];
    sent.length = 0;
    waiting.push(order('O4', 'CONSULTANT'));
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'print:O4' }, now);
    consultant.allowedProjects = ['P1'];
    expect(sent).toEqual([]);
  });

  it('the digest sends each person one email per event kind with every object of the day they may still open', async () => {
    const other = {
      ...photoEvent(200),
      subject: 'task:T2',
      objectName: 'Strip forms',
      path: '/construction_tasks_notes/T2',
    };
    const elsewhere = { ...photoEvent(201), subject: 'task:T9', projectId: 'P9', objectName: 'Other site' };
    waiting.push(photoEvent(1), photoEvent(2), other, elsewhere);
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now);
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T2' }, now);
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T9' }, now);
    // the pm got T1 and T2 at once; office and the admin chose (by default) the digest: office's holds
    // its project's two objects, the admin's all three (an admin opens every project)
    sent.length = 0;
    await sendDigestsStep({ kind: 'sendDigests', id: 'notification-digest' }, now);
    expect(sent.map((e) => [e.to, e.subject]).sort()).toEqual([
      ['admin@example.com', 'Your daily digest: A site report or daily log submitted on my projects (3 updates)'],
      ['office@example.com', 'Your daily digest: A site report or daily log submitted on my projects (2 updates)'],
    ]);
    sent.sort((a, b) => a.to.localeCompare(b.to));
    const text = sent[0]?.text ?? '';
    expect(text).toContain('Pour footings, Harbour Lofts:\n- Sam Site added a photo (2 times');
    expect(text).toContain('Strip forms, Harbour Lofts:');
    expect(text).toContain('Other site, Harbour Lofts:');
    expect(sent[0]?.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
    expect(digests.size).toBe(0);
  });

  it('the digest reads the settings of the people with entries in one batch', async () => {
    waiting.push(photoEvent(1));
    await sendNotificationsStep({ kind: 'sendNotifications', id: 'task:T1' }, now);
    settingsBatches.length = 0;
    sent.length = 0;
    await sendDigestsStep({ kind: 'sendDigests', id: 'notification-digest' }, now);
    // office and the admin keep submissions for the digest by default: the only people with entries
    expect(settingsBatches).toEqual([['OFFICE', 'ADMIN']]);
    expect(sent.map((e) => e.to).sort()).toEqual(['admin@example.com', 'office@example.com']);
  });
});
