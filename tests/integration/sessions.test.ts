/**
 * Sessions and passwords: audit findings L5 (server-side logout), L7 (password policy) and L12 (token
 * claims). See docs/security.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { importJWK, type JWK, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../functions/commons/auth/passwords.ts';
import type { Me } from '../../shared/models.ts';
import { asAdmin, call, createSignedInUser, login, uniqueEmail } from '../support/api.ts';
import { TABLE_NAME, tableClient } from '../support/aws.ts';

interface Claims {
  sub?: string;
  iss?: string;
  iat?: boolean;
  exp?: boolean;
  jti?: string;
  sv: number;
}

async function signWithStackKey(claims: Claims) {
  const keys = JSON.parse(readFileSync(join(inject('dataDir'), 'jwt-keys.json'), 'utf8')) as { privateJwk: string };
  const key = await importJWK(JSON.parse(keys.privateJwk) as JWK, 'ES256');
  const jwt = new SignJWT({ sv: claims.sv }).setProtectedHeader({ alg: 'ES256' });
  if (claims.sub) jwt.setSubject(claims.sub);
  if (claims.iss) jwt.setIssuer(claims.iss);
  if (claims.iat) jwt.setIssuedAt();
  if (claims.exp) jwt.setExpirationTime('1h');
  if (claims.jti) jwt.setJti(claims.jti);
  return jwt.sign(key);
}

describe('L12: tokens must carry exp, iat, iss and sub (and jti, the session logout ends)', () => {
  it('L12: a token signed with the real key but missing exp, iat, iss, sub or jti is refused', async () => {
    const user = await createSignedInUser('pm');
    const full: Claims = { sub: user.id, iss: 'site-office', iat: true, exp: true, jti: 'l12-session', sv: 1 };
    // The control: every claim present is accepted, so the refusals below are about the missing claim.
    const ok = await call<Me>('/api/auth/me', { token: await signWithStackKey(full) });
    expect(ok).toMatchObject({ status: 200, body: { email: user.email } });
    for (const missing of ['exp', 'iat', 'iss', 'sub', 'jti'] as const) {
      const token = await signWithStackKey({ ...full, [missing]: undefined });
      const res = await call('/api/auth/me', { token });
      expect({ missing, status: res.status, body: res.body }).toEqual({
        missing,
        status: 401,
        body: { error: 'Invalid authentication token' },
      });
    }
  });
});

describe('L5: POST /api/auth/logout', () => {
  it('L5: ends this session only: its token is refused afterwards, another session goes on', async () => {
    const user = await createSignedInUser('office');
    const other = await login(user.email, user.password);
    const res = await call('/api/auth/logout', { method: 'POST', token: user.token, body: {} });
    expect(res).toMatchObject({ status: 200, body: { message: 'Logged out' } });
    expect(await call('/api/auth/me', { token: user.token })).toMatchObject({
      status: 401,
      body: { error: 'Your session has expired. Please log in again.' },
    });
    expect((await call('/api/auth/me', { token: other.access_token })).status).toBe(200);
    // Logging out twice is harmless for the caller: the token is already ended.
    expect((await call('/api/auth/logout', { method: 'POST', token: user.token, body: {} })).status).toBe(401);
  });

  it('L5: "everywhere" ends every session of the user, who can sign in again', async () => {
    const user = await createSignedInUser('consultant');
    const other = await login(user.email, user.password);
    const res = await call('/api/auth/logout', { method: 'POST', token: user.token, body: { everywhere: true } });
    expect(res).toMatchObject({ status: 200, body: { message: 'Signed out everywhere' } });
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/auth/me', { token: other.access_token })).status).toBe(401);
    const again = await login(user.email, user.password);
    expect((await call('/api/auth/me', { token: again.access_token })).status).toBe(200);
  });

  it('L5: a user who must still change the password can log out', async () => {
    const admin = await asAdmin();
    const email = uniqueEmail('fresh');
    const created = await call<{ initialPassword: string }>('/api/users/create', {
      method: 'POST',
      token: admin,
      body: { name: 'Fresh User', email, roles: 'site' },
    });
    const first = await login(email, created.body.initialPassword);
    const res = await call('/api/auth/logout', { method: 'POST', token: first.access_token, body: {} });
    expect(res.status).toBe(200);
    expect((await call('/api/auth/me', { token: first.access_token })).status).toBe(401);
  });
});

describe('L7: new passwords follow NIST SP 800-63B-4', () => {
  const TOO_SHORT = 'Password must be at least 15 characters';
  const cases: [string, string, string][] = [
    ['"password"', 'password', TOO_SHORT],
    ['8 spaces', ' '.repeat(8), TOO_SHORT],
    ['8 NUL characters', '\u0000'.repeat(8), TOO_SHORT],
    ['15 spaces', ' '.repeat(15), 'Password cannot be only spaces'],
    ['15 NUL characters', '\u0000'.repeat(15), 'Password cannot contain control characters'],
    ['a tab inside', 'long-enough\tpassword', 'Password cannot contain control characters'],
    ['a common password', 'passwordpassword', 'This password is too common. Please choose a less predictable one.'],
    [
      'a common password in capitals',
      'QWERTY123456789',
      'This password is too common. Please choose a less predictable one.',
    ],
  ];

  it.each(cases)('L7: update-profile refuses %s', async (_label, newPassword, error) => {
    const user = await createSignedInUser('marketing');
    const res = await call('/api/auth/update-profile', {
      method: 'POST',
      token: user.token,
      body: { name: 'Test marketing', currentPassword: user.password, newPassword },
    });
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect((await login(user.email, user.password)).email).toBe(user.email);
  });

  it.each(cases)('L7: create user and update user refuse %s', async (_label, password, error) => {
    const admin = await asAdmin();
    const email = uniqueEmail('policy');
    const created = await call('/api/users/create', {
      method: 'POST',
      token: admin,
      body: { name: 'Policy', email, roles: 'pm', password },
    });
    expect(created).toMatchObject({ status: 400, body: { error } });
    const user = await createSignedInUser('pm');
    const updated = await call(`/api/users/${user.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Test pm', email: user.email, roles: 'pm', allowedProjects: [], password },
    });
    expect(updated).toMatchObject({ status: 400, body: { error } });
    expect((await login(user.email, user.password)).email).toBe(user.email);
  });

  it('L7: accepts a 15-character passphrase with inner spaces and any Unicode, counted in characters', async () => {
    const user = await createSignedInUser('pm');
    // NIST counts each Unicode code point as one character: 14 giraffes are 28 UTF-16 units, still too short.
    const passphrase = 'grue 🦒 sur le toit';
    const res = await call('/api/auth/update-profile', {
      method: 'POST',
      token: user.token,
      body: { name: 'Test pm', currentPassword: user.password, newPassword: passphrase },
    });
    expect(res.status).toBe(200);
    expect((await login(user.email, passphrase)).email).toBe(user.email);
    const fourteen = '🦒'.repeat(14);
    const short = await call('/api/auth/update-profile', {
      method: 'POST',
      token: (await login(user.email, passphrase)).access_token,
      body: { name: 'Test pm', currentPassword: passphrase, newPassword: fourteen },
    });
    expect(short).toMatchObject({ status: 400, body: { error: TOO_SHORT } });
  });

  it('L7: an existing shorter password still signs in (the policy applies to new passwords)', async () => {
    const user = await createSignedInUser('site');
    const oldStyle = 'old-pass9';
    await tableClient().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${user.id}`, SK: 'USER' },
        UpdateExpression: 'SET passwordHash = :h',
        ExpressionAttributeValues: { ':h': await hashPassword(oldStyle) },
      }),
    );
    expect((await login(user.email, oldStyle)).email).toBe(user.email);
  });
});

describe('S6/N9: guessable new passwords are refused on every endpoint that sets one', () => {
  const REPETITIVE = 'This password repeats the same characters. Please choose a less predictable one.';
  const COMMON = 'This password is too common. Please choose a less predictable one.';
  const CONTEXT =
    'This password is built on your name, your email or Site Office. Please choose a less predictable one.';
  const cases: [string, (email: string) => string, string][] = [
    ['16 times "a"', () => 'aaaaaaaaaaaaaaaa', REPETITIVE],
    ['15 of one emoji', () => '😀'.repeat(15), REPETITIVE],
    ['a digit sequence', () => '123456789012345', COMMON],
    ['"Password1234567"', () => 'Password1234567', COMMON],
    ['a keyboard walk', () => 'qwertyuiopasdfgh', COMMON],
    ['the user’s own email plus one character', (email) => `${email}x`, CONTEXT],
    ['the name of the service', () => 'SiteOffice2026!!x', CONTEXT],
  ];

  it.each(cases)('S6: change password refuses %s and keeps the old one', async (_label, make, error) => {
    const user = await createSignedInUser('office');
    const res = await call('/api/auth/update-profile', {
      method: 'POST',
      token: user.token,
      body: { name: 'Test office', currentPassword: user.password, newPassword: make(user.email) },
    });
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect((await login(user.email, user.password)).email).toBe(user.email);
  });

  it.each(cases)('S6: admin create and admin reset refuse %s, with nothing written', async (_label, make, error) => {
    const admin = await asAdmin();
    const email = uniqueEmail('guessable');
    const created = await call('/api/users/create', {
      method: 'POST',
      token: admin,
      body: { name: 'Guessable', email, roles: 'pm', password: make(email) },
    });
    expect(created).toMatchObject({ status: 400, body: { error } });
    const users = await call<{ email: string }[]>('/api/users', { token: admin });
    expect(users.body.map((u) => u.email)).not.toContain(email);
    const user = await createSignedInUser('pm');
    const reset = await call(`/api/users/${user.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Test pm', email: user.email, roles: 'pm', allowedProjects: [], password: make(user.email) },
    });
    expect(reset).toMatchObject({ status: 400, body: { error } });
    expect((await login(user.email, user.password)).email).toBe(user.email);
  });

  it('S6: a hard-to-guess password is still accepted by all three', async () => {
    const user = await createSignedInUser('pm');
    const changed = await call('/api/auth/update-profile', {
      method: 'POST',
      token: user.token,
      body: { name: 'Test pm', currentPassword: user.password, newPassword: 'lantern wombat 47 glacier' },
    });
    expect(changed.status).toBe(200);
    const admin = await asAdmin();
    const reset = await call(`/api/users/${user.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Test pm', email: user.email, roles: 'pm', allowedProjects: [], password: 'Xk9#mPq2$vLw8&nR' },
    });
    expect(reset.status).toBe(200);
  });
});
