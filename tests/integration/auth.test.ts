import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type { LoginResponse, Me, ProfileUpdated } from '../../shared/models.ts';
import { asAdmin, call, createSignedInUser, login, statuses, testAddress, uniqueEmail } from '../support/api.ts';
import { TABLE_NAME, tableClient } from '../support/aws.ts';

const HOUR = 3600_000;

const signIn = (email: string, password: string, sourceIp: string, now?: Date) =>
  call<{ error?: string }>('/api/auth/login', { method: 'POST', body: { email, password }, sourceIp, now });

describe('POST /api/auth/login', () => {
  it('signs in with a trimmed, case-insensitive email and answers the spec fields', async () => {
    const res = await call<LoginResponse>('/api/auth/login', {
      method: 'POST',
      body: { email: `  ${inject('adminEmail').toUpperCase()}  `, password: inject('adminPassword') },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roles: 'admin', email: inject('adminEmail'), allowedProjects: [] });
    expect(res.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(typeof res.body.userId).toBe('string');
    expect(typeof res.body.name).toBe('string');
  });

  it.each([
    [{}, 'no fields'],
    [{ email: 'a@b.c' }, 'no password'],
    [{ password: 'x' }, 'no email'],
    [{ email: '   ', password: 'abcdefgh' }, 'blank email'],
    [{ email: 'a@b.c', password: '' }, 'empty password'],
  ] as [object, string][])('refuses %j (%s) with the spec text', async (body: object) => {
    const res = await call('/api/auth/login', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please enter both email and password' });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await call('/api/auth/login', {
      method: 'POST',
      body: { email: inject('adminEmail'), password: 'not-the-password' },
    });
    const unknown = await call('/api/auth/login', {
      method: 'POST',
      body: { email: uniqueEmail('ghost'), password: 'whatever1' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await call('/api/auth/login', {
      method: 'POST',
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'Request body must be valid JSON' } });
  });

  it('throttles an email after 5 failures and lets it in again after the window', async () => {
    const user = await createSignedInUser('pm');
    const start = new Date(Date.now() + 10 * HOUR);
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/auth/login', {
        method: 'POST',
        body: { email: user.email, password: 'wrong-password' },
        now: start,
      });
      expect(res.status).toBe(401);
    }
    const locked = await call<{ error: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: user.password },
      now: new Date(start.getTime() + 60_000),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/^Too many failed sign-in attempts\. Please try again in 14 minutes\.$/);
    expect(locked.headers.get('retry-after')).toBe(String(14 * 60));
    const later = await call('/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: user.password },
      now: new Date(start.getTime() + 16 * 60_000),
    });
    expect(later.status).toBe(200);
  });
});

describe('sign-in limits', () => {
  it('M1: parallel wrong guesses are counted before checking: only 5 are checked, the rest answer 429 at once', async () => {
    const user = await createSignedInUser('pm');
    const address = testAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => signIn(user.email, 'wrong-password', address)));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 45 });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.error).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    }
    expect((await signIn(user.email, user.password, address)).status).toBe(429);
  });

  it("M2: an attacker hammering the admin's email from one address does not stop the admin signing in from another", async () => {
    const attacker = testAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(inject('adminEmail'), 'guess-the-admin', attacker)),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 15 });
    const owner = await signIn(inject('adminEmail'), inject('adminPassword'), testAddress());
    expect(owner.status).toBe(200);
    expect((await signIn(inject('adminEmail'), inject('adminPassword'), attacker)).status).toBe(429);
  });

  it('M2: one address may check at most 30 failed sign-ins in 15 minutes, whichever accounts it tries', async () => {
    const sprayer = testAddress();
    const answers = await Promise.all(
      Array.from({ length: 36 }, () => signIn(uniqueEmail('sprayed'), 'Summer2026!', sprayer)),
    );
    expect(statuses(answers)).toEqual({ 401: 30, 429: 6 });
    const user = await createSignedInUser('office');
    const blocked = await signIn(user.email, user.password, sprayer);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many failed sign-in attempts from your network\./);
    expect((await signIn(user.email, user.password, testAddress())).status).toBe(200);
  });

  it('M2: past 10 failures an account answers growing delays to new addresses, never to the owner at a known one', async () => {
    const user = await createSignedInUser('site');
    const t0 = new Date(Date.now() + 20 * HOUR);
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const home = testAddress();
    expect((await signIn(user.email, user.password, home, t0)).status).toBe(200);
    const free = await Promise.all(Array.from({ length: 10 }, () => signIn(user.email, 'wrong-1', testAddress(), t0)));
    expect(statuses(free)).toEqual({ 401: 10 });
    const delays: number[] = [];
    let elapsed = 0;
    for (let i = 0; i < 4; i++) {
      expect((await signIn(user.email, `wrong-${i}`, testAddress(), at(elapsed))).status).toBe(401);
      const refused = await signIn(user.email, user.password, testAddress(), at(elapsed));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many failed sign-in attempts for this account\. Please try again in/);
      // the owner, from where they signed in before, is not kept waiting
      expect((await signIn(user.email, user.password, home, at(elapsed))).status).toBe(200);
      const wait = Number(refused.headers.get('retry-after'));
      delays.push(wait);
      elapsed += wait;
    }
    expect(delays).toEqual([2, 4, 8, 16]);
    expect((await signIn(user.email, user.password, testAddress(), at(elapsed))).status).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('GET /api/auth/me answers name and email for a valid token', async () => {
    const user = await createSignedInUser('office');
    const res = await call<Me>('/api/auth/me', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: user.email, name: 'Test office', roles: 'office' });
  });

  it('refuses a missing, malformed, tampered or expired token with 401 and an error', async () => {
    const token = await asAdmin();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'SOMEONEELSE' })).toString('base64url');
    const cases = [
      await call('/api/auth/me'),
      await call('/api/auth/me', { headers: { authorization: 'Basic abc' } }),
      await call('/api/auth/me', { token: 'not.a.token' }),
      await call('/api/auth/me', { token: `${header}.${forged}.${signature}` }),
      await call('/api/auth/me', { token: `${header}.${payload}.${signature.slice(0, -4)}AAAA` }),
      await call('/api/auth/me', { token, now: new Date(Date.now() + 13 * HOUR) }),
    ];
    for (const res of cases) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect(cases[5]?.body).toEqual({ error: 'Your session has expired. Please log in again.' });
  });

  it('refuses the token of a user who was deleted', async () => {
    const user = await createSignedInUser('site');
    await tableClient().send(new DeleteCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${user.id}`, SK: 'USER' } }));
    const res = await call('/api/auth/me', { token: user.token });
    expect(res).toMatchObject({ status: 401, body: { error: 'Your session has expired. Please log in again.' } });
  });
});

describe('POST /api/auth/update-profile', () => {
  it('changes the name and password, ending older sessions', async () => {
    const user = await createSignedInUser('consultant');
    const res = await call<ProfileUpdated>('/api/auth/update-profile', {
      method: 'POST',
      token: user.token,
      body: { name: 'Renamed Consultant', currentPassword: user.password, newPassword: 'another-password' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Profile updated successfully', name: 'Renamed Consultant' });
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    const me = await call<Me>('/api/auth/me', { token: res.body.access_token });
    expect(me.body.name).toBe('Renamed Consultant');
    expect((await login(user.email, 'another-password')).name).toBe('Renamed Consultant');
  });

  it('keeps the password when newPassword is empty or absent', async () => {
    const user = await createSignedInUser('pm');
    for (const body of [
      { name: 'Only Name', currentPassword: user.password },
      { name: 'Only Name 2', currentPassword: user.password, newPassword: '' },
    ]) {
      const res = await call('/api/auth/update-profile', { method: 'POST', token: user.token, body });
      expect(res.status).toBe(200);
    }
    expect((await login(user.email, user.password)).name).toBe('Only Name 2');
  });

  it.each([
    [{ name: 'X', currentPassword: 'wrong-one!' }, 400, 'Current password is incorrect'],
    [{ name: 'X' }, 400, 'Current password is required'],
    [{ name: '  ', currentPassword: 'x' }, 400, 'User Name is required'],
    [{ name: 'X', currentPassword: '$CURRENT', newPassword: 'short' }, 400, 'Password must be at least 15 characters'],
    [
      { name: 'X', currentPassword: '$CURRENT', newPassword: '$CURRENT' },
      400,
      'The new password must be different from the current password',
    ],
  ])('refuses %j', async (template, status, error) => {
    const user = await createSignedInUser('marketing');
    const body = JSON.parse(JSON.stringify(template).replaceAll('$CURRENT', user.password));
    const res = await call('/api/auth/update-profile', { method: 'POST', token: user.token, body });
    expect(res).toMatchObject({ status, body: { error } });
    expect((await login(user.email, user.password)).name).toBe('Test marketing');
  });

  it('L6: a token can check at most 5 wrong current passwords in 15 minutes, however many arrive at once', async () => {
    const user = await createSignedInUser('pm');
    const save = (currentPassword: string, now?: Date) =>
      call<{ error: string }>('/api/auth/update-profile', {
        method: 'POST',
        token: user.token,
        body: { name: 'Guessed', currentPassword },
        now,
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => save(`guess-${i}-password`)));
    expect(statuses(answers)).toEqual({ 400: 5, 429: 15 });
    const right = await save(user.password);
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(/^Too many wrong current passwords\. Please try again in \d+ minutes?\.$/);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(user.email, user.password)).name).toBe('Test pm');
    expect((await save(user.password, new Date(Date.now() + 16 * 60_000))).status).toBe(200);
  });
});
