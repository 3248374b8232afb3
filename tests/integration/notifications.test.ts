/**
 * Email notification settings and the one-click unsubscribe through the API
 * (docs/requirements.md#email-notifications): each role's defaults, a person's own choices, what a role
 * may not choose, and an unsubscribe link that is not one.
 */
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../shared/models/notifications.ts';
import { defaultChoices } from '../../shared/notifications.ts';
import { CREATABLE_ROLES } from '../../shared/roles.ts';
import { UNSUBSCRIBE_LINK_MESSAGE } from '../../shared/schemas/notifications.ts';
import { call, createSignedInUser } from '../support/api.ts';

const SETTINGS = '/api/me/notifications';
const UNSUBSCRIBE = '/api/notifications/unsubscribe';

describe('notification settings', () => {
  it.each(CREATABLE_ROLES)('%s starts with the role defaults and nothing followed', async (role) => {
    const user = await createSignedInUser(role);
    const res = await call<NotificationSettings>(SETTINGS, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ events: defaultChoices(role), follows: [] });
  });

  it('a change keeps the events left out, and is the next read', async () => {
    const pm = await createSignedInUser('pm');
    const folder = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    const put = await call<NotificationSettings>(SETTINGS, {
      method: 'PUT',
      token: pm.token,
      body: { events: { reportSubmitted: 'digest', taskDue: 'never' }, follows: [folder, folder] },
    });
    const expected = {
      events: { ...defaultChoices('pm'), reportSubmitted: 'digest', taskDue: 'never' },
      follows: [folder],
    };
    expect(put).toMatchObject({ status: 200, body: expected });
    const again = await call<NotificationSettings>(SETTINGS, {
      method: 'PUT',
      token: pm.token,
      body: { events: { printOrder: 'digest' } },
    });
    expect(again.body).toEqual({ ...expected, events: { ...expected.events, printOrder: 'digest' } });
    expect((await call(SETTINGS, { token: pm.token })).body).toEqual(again.body);
  });

  it('refuses an event the role does not receive, an unknown event or choice, and changes nothing', async () => {
    const consultant = await createSignedInUser('consultant');
    for (const [events, error] of [
      [
        { reportSubmitted: 'immediate' },
        'Your role does not receive "A site report or daily log submitted on my projects"',
      ],
      [{ somethingElse: 'never' }, 'Unknown notification event'],
      [{ taskDue: 'sometimes' }, 'Choose immediately, in the daily digest or never'],
    ] as const) {
      expect(await call(SETTINGS, { method: 'PUT', token: consultant.token, body: { events } })).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect((await call(SETTINGS, { token: consultant.token })).body).toEqual({
      events: defaultChoices('consultant'),
      follows: [],
    });
    // never is always allowed: it is what the role gets anyway
    expect(
      await call(SETTINGS, { method: 'PUT', token: consultant.token, body: { events: { reportSubmitted: 'never' } } }),
    ).toMatchObject({ status: 200 });
  });
});

describe('one-click unsubscribe with a token that is not one', () => {
  it('answers 400 without a session, never a sign-in page, for a missing, forged or session token', async () => {
    const pm = await createSignedInUser('pm');
    const forged = `${pm.token.split('.').slice(0, 2).join('.')}.AAAA`;
    for (const path of [
      UNSUBSCRIBE,
      `${UNSUBSCRIBE}?token=nonsense`,
      `${UNSUBSCRIBE}?token=${pm.token}`,
      `${UNSUBSCRIBE}?token=${forged}`,
    ]) {
      const res = await call(path, {
        method: 'POST',
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res, path).toMatchObject({ status: 400, body: { error: UNSUBSCRIBE_LINK_MESSAGE } });
    }
    expect((await call(SETTINGS, { token: pm.token })).body).toEqual({ events: defaultChoices('pm'), follows: [] });
  });
});
