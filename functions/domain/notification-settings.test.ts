/**
 * Notification settings and the one-click unsubscribe: role defaults under a person's choices, what a role
 * may not choose, and an unsubscribe token that turns off exactly its one event of its one person and is
 * no session. The settings item is an in-memory map behind the data functions
 * (tests/integration/notifications.test.ts keeps the real table); the keys are a fresh ES256 pair.
 */
import { exportJWK, generateKeyPair } from 'jose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultChoices } from '#shared/notifications.ts';
import { UNSUBSCRIBE_LINK_MESSAGE } from '#shared/schemas/notifications.ts';
import type { NotificationSettingsChange, StoredNotificationSettings } from '../data/notification-settings.ts';
import { caller, refusal } from './test-support/callers.ts';

const stored = new Map<string, StoredNotificationSettings>();
const users = new Set(['U1', 'U2']);

vi.mock('../data/notification-settings.ts', () => ({
  getNotificationSettings: async (userId: string) =>
    structuredClone(stored.get(userId) ?? { choices: {}, follows: [] }),
  updateNotificationSettings: async (userId: string, change: NotificationSettingsChange) => {
    const before = stored.get(userId) ?? { choices: {}, follows: [] };
    const after = { choices: { ...before.choices, ...change.choices }, follows: before.follows };
    stored.set(userId, after);
    return structuredClone(after);
  },
  setFollowedFolders: async (userId: string, follows: string[]) => {
    const before = stored.get(userId) ?? { choices: {}, follows: [] };
    stored.set(userId, { ...before, follows: [...follows] });
  },
}));
vi.mock('../data/users.ts', () => ({
  getUser: async (id: string) => (users.has(id) ? { _id: id, roles: 'pm' } : undefined),
}));

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  process.env.JWT_PUBLIC_KEY = JSON.stringify(await exportJWK(publicKey));
  process.env.JWT_PRIVATE_KEY = JSON.stringify(await exportJWK(privateKey));
});

const { changeNotificationSettings, notificationSettingsOf, unsubscribe } = await import('./notification-settings.ts');
const { signUnsubscribeToken } = await import('../commons/auth/unsubscribe-tokens.ts');
const { signToken, verifyToken } = await import('../commons/auth/tokens.ts');

const now = new Date('2026-03-02T15:00:00Z');

beforeEach(() => stored.clear());

describe('notification settings', () => {
  it("are the role's defaults until chosen, then the person's choices over them", async () => {
    expect(await notificationSettingsOf(caller('office'))).toEqual({ events: defaultChoices('office'), follows: [] });
    expect(defaultChoices('pm')).toMatchObject({ reportSubmitted: 'immediate', dailyLogSignedOff: 'immediate' });
    expect(defaultChoices('site')).toMatchObject({ reportSubmitted: 'never', dailyLogSignedOff: 'never' });
    const changed = await changeNotificationSettings(
      caller('office'),
      { events: { reportSubmitted: 'immediate' }, follows: ['F1', 'F1', 'F2'] },
      now,
    );
    expect(changed).toEqual({
      events: { ...defaultChoices('office'), reportSubmitted: 'immediate' },
      follows: ['F1', 'F2'],
    });
  });

  it('refuses an event the role does not receive unless it is never, and a stored choice of one stays never', async () => {
    expect(
      await refusal(changeNotificationSettings(caller('site'), { events: { reportSubmitted: 'digest' } }, now)),
    ).toEqual({
      kind: 'invalid',
      message: 'Your role does not receive "A site report or daily log submitted on my projects"',
    });
    stored.set('U1', { choices: { reportSubmitted: 'immediate' }, follows: [] });
    expect((await notificationSettingsOf(caller('site'))).events.reportSubmitted).toBe('never');
  });
});

describe('one-click unsubscribe', () => {
  it('turns off only its event of its person; again it changes nothing more', async () => {
    stored.set('U1', { choices: { taskDue: 'immediate', printOrder: 'digest' }, follows: ['F1'] });
    const token = await signUnsubscribeToken({ userId: 'U1', event: 'taskDue' }, now);
    expect(await unsubscribe(token, now)).toMatchObject({ event: 'taskDue' });
    expect(await unsubscribe(token, now)).toMatchObject({ event: 'taskDue' });
    expect(stored.get('U1')).toEqual({ choices: { taskDue: 'never', printOrder: 'digest' }, follows: ['F1'] });
    expect(stored.has('U2')).toBe(false);
  });

  it('refuses a token altered to name another person or event, an unknown event, a deleted user and a session', async () => {
    const token = await signUnsubscribeToken({ userId: 'U1', event: 'taskDue' }, now);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = (change: object) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${signature}`;
    const session = await signToken({ userId: 'U1', sessionVersion: 0 }, now);
    for (const bad of [
      altered({ sub: 'U2' }),
      altered({ evt: 'printOrder' }),
      await signUnsubscribeToken({ userId: 'U1', event: 'everything' }, now),
      await signUnsubscribeToken({ userId: 'gone', event: 'taskDue' }, now),
      session.token,
      'not-a-token',
    ]) {
      expect(await refusal(unsubscribe(bad, now))).toEqual({ kind: 'invalid', message: UNSUBSCRIBE_LINK_MESSAGE });
    }
    expect(stored.size).toBe(0);
    await expect(verifyToken(token, now)).rejects.toThrow('Invalid authentication token');
  });
});
