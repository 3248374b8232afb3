import { describe, expect, it } from 'vitest';
import type { CreatedUser, LoginResponse, User } from '../../shared/models.ts';
import { CREATABLE_ROLES } from '../../shared/roles.ts';
import {
  asAdmin,
  call,
  createProject,
  createSignedInUser,
  login,
  type TestUser,
  testAddress,
  uniqueEmail,
} from '../support/api.ts';

const NON_ADMIN_ROLES = CREATABLE_ROLES.filter((r) => r !== 'admin');

describe('GET /api/users', () => {
  it('lists users without password data for an admin', async () => {
    const created = await createSignedInUser('pm');
    const res = await call<User[]>('/api/users', { token: await asAdmin() });
    expect(res.status).toBe(200);
    const found = res.body.find((u) => u._id === created.id);
    expect(found).toMatchObject({ email: created.email, roles: 'pm', allowedProjects: [] });
    for (const user of res.body) {
      expect(Object.keys(user)).not.toContain('passwordHash');
      expect(Object.keys(user)).not.toContain('password');
    }
  });

  it('refuses callers without a token (401) and every role but admin (403)', async () => {
    expect((await call('/api/users')).status).toBe(401);
    for (const role of NON_ADMIN_ROLES) {
      const user = await createSignedInUser(role);
      const res = await call('/api/users', { token: user.token });
      expect(res, role).toMatchObject({ status: 403, body: { error: expect.any(String) } });
    }
  });
});

describe('POST /api/users/create', () => {
  it('gives each new user a different one-time password that must be changed at first sign-in', async () => {
    const admin = await asAdmin();
    const a = await call<CreatedUser>('/api/users/create', {
      method: 'POST',
      token: admin,
      body: { name: 'Ann', email: uniqueEmail('ann'), roles: 'office' },
    });
    const b = await call<CreatedUser>('/api/users/create', {
      method: 'POST',
      token: admin,
      body: { name: 'Ben', email: uniqueEmail('ben'), roles: 'site' },
    });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.initialPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a.body.initialPassword).not.toBe(b.body.initialPassword);
    expect(a.body.mustChangePassword).toBe(true);

    const session = await login(a.body.email, a.body.initialPassword as string);
    expect(session.mustChangePassword).toBe(true);
    const blocked = await call('/api/projects', { token: session.access_token });
    expect(blocked).toMatchObject({ status: 403, body: { error: 'You must change your password before continuing.' } });
    const noNew = await call('/api/auth/update-profile', {
      method: 'POST',
      token: session.access_token,
      body: { name: 'Ann', currentPassword: a.body.initialPassword },
    });
    expect(noNew.status).toBe(400);
    const changed = await call<{ access_token: string }>('/api/auth/update-profile', {
      method: 'POST',
      token: session.access_token,
      body: { name: 'Ann', currentPassword: a.body.initialPassword, newPassword: 'copper kettle 58 on the dock' },
    });
    expect(changed.status).toBe(200);
    expect((await call('/api/projects', { token: changed.body.access_token })).status).toBe(200);
    expect((await login(a.body.email, 'copper kettle 58 on the dock')).mustChangePassword).toBe(false);
  });

  it('uses a password given by the admin, still to be changed at first sign-in', async () => {
    const email = uniqueEmail('given');
    const res = await call<CreatedUser>('/api/users/create', {
      method: 'POST',
      token: await asAdmin(),
      body: { name: 'Given', email, roles: 'pm', password: 'chosen-by-admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body.initialPassword).toBeUndefined();
    expect((await login(email, 'chosen-by-admin')).mustChangePassword).toBe(true);
  });

  it.each([
    [{ email: 'x@y.ca', roles: 'pm' }, 'Name is required'],
    [{ name: 'X', roles: 'pm' }, 'Email is required'],
    [{ name: 'X', email: 'not-an-email', roles: 'pm' }, 'Please enter a valid email address'],
    [{ name: 'X', email: 'x@y.ca' }, 'Role must be one of: admin, office, pm, consultant, marketing, site'],
    [
      { name: 'X', email: 'x@y.ca', roles: 'superuser' },
      'Role must be one of: admin, office, pm, consultant, marketing, site',
    ],
    [{ name: 'X', email: 'x@y.ca', roles: 'pm', password: 'short' }, 'Password must be at least 15 characters'],
    [
      { name: 'X', email: 'x@y.ca', roles: 'pm', allowedProjects: 'abc' },
      'allowedProjects must be a list of project ids',
    ],
    [{ name: 'X', email: 'x@y.ca', roles: 'pm', allowedProjects: ['nope'] }, 'Project id is not a valid id'],
    [
      { name: 'X', email: 'x@y.ca', roles: 'pm', allowedProjects: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] },
      'Unknown project id: 01ARZ3NDEKTSV4RRFFQ69G5FAV',
    ],
  ])('refuses %j', async (body, error) => {
    const res = await call('/api/users/create', { method: 'POST', token: await asAdmin(), body });
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('refuses a second user with the same email (any case) with 409 and writes nothing', async () => {
    const email = uniqueEmail('dup');
    const admin = await asAdmin();
    const first = await call('/api/users/create', {
      method: 'POST',
      token: admin,
      body: { name: 'One', email, roles: 'pm' },
    });
    expect(first.status).toBe(201);
    const second = await call('/api/users/create', {
      method: 'POST',
      token: admin,
      body: { name: 'Two', email: email.toUpperCase(), roles: 'office' },
    });
    expect(second).toMatchObject({ status: 409, body: { error: 'A user with this email already exists' } });
    const users = await call<User[]>('/api/users', { token: admin });
    expect(users.body.filter((u) => u.email === email)).toHaveLength(1);
  });
});

describe('PUT /api/users/{id}', () => {
  it('edits name, email, role and allowed projects; a blank password keeps the old one', async () => {
    const project = await createProject();
    const user = await createSignedInUser('pm');
    const newEmail = uniqueEmail('moved');
    const res = await call<User>(`/api/users/${user.id}`, {
      method: 'PUT',
      token: await asAdmin(),
      body: { name: 'Edited', email: newEmail, roles: 'office', allowedProjects: [project._id], password: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Edited',
      email: newEmail,
      roles: 'office',
      allowedProjects: [project._id],
    });
    const session = await login(newEmail, user.password);
    expect(session).toMatchObject({ roles: 'office', allowedProjects: [project._id] });
    expect(
      (await call('/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } })).status,
    ).toBe(401);
    // the old email is free again
    const reuse = await call('/api/users/create', {
      method: 'POST',
      token: await asAdmin(),
      body: { name: 'Reuse', email: user.email, roles: 'pm' },
    });
    expect(reuse.status).toBe(201);
  });

  it('accepts the role "user" from the edit dropdown', async () => {
    const user = await createSignedInUser('pm');
    const res = await call<User>(`/api/users/${user.id}`, {
      method: 'PUT',
      token: await asAdmin(),
      body: { name: 'Plain', email: user.email, roles: 'user', allowedProjects: [] },
    });
    expect(res).toMatchObject({ status: 200, body: { roles: 'user' } });
  });

  it("a password set by the admin ends the user's sessions and must be changed", async () => {
    const user = await createSignedInUser('site');
    const res = await call(`/api/users/${user.id}`, {
      method: 'PUT',
      token: await asAdmin(),
      body: { name: 'Site', email: user.email, roles: 'site', allowedProjects: [], password: 'reset-by-admin-2026' },
    });
    expect(res.status).toBe(200);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
    const session: LoginResponse = await login(user.email, 'reset-by-admin-2026');
    expect(session.mustChangePassword).toBe(true);
  });

  it('refuses an email that another user has (409), an unknown user (404) and bad fields (400)', async () => {
    const a = await createSignedInUser('pm');
    const b = await createSignedInUser('pm');
    const admin = await asAdmin();
    const taken = await call(`/api/users/${a.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'A', email: b.email, roles: 'pm', allowedProjects: [] },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'A user with this email already exists' } });
    expect((await login(a.email, a.password)).email).toBe(a.email);
    const missing = await call('/api/users/01ARZ3NDEKTSV4RRFFQ69G5FAV', {
      method: 'PUT',
      token: admin,
      body: { name: 'A', email: uniqueEmail(), roles: 'pm', allowedProjects: [] },
    });
    expect(missing).toMatchObject({ status: 404, body: { error: 'User not found' } });
    const badRole = await call(`/api/users/${a.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'A', email: a.email, roles: 'boss', allowedProjects: [] },
    });
    expect(badRole.status).toBe(400);
  });

  it('does not let an admin remove their own admin role', async () => {
    const admin = await createSignedInUser('admin');
    const res = await call(`/api/users/${admin.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { name: 'Me', email: admin.email, roles: 'pm', allowedProjects: [] },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'You cannot remove your own admin role' } });
  });

  it('two admins editing one user at once: the last write wins, the user stays whole', async () => {
    const user = await createSignedInUser('pm');
    const admin = await asAdmin();
    const edits = Array.from({ length: 8 }, (_, i) =>
      call<User>(`/api/users/${user.id}`, {
        method: 'PUT',
        token: admin,
        body: { name: `Edit ${i}`, email: user.email, roles: i % 2 ? 'office' : 'pm', allowedProjects: [] },
      }),
    );
    const results = await Promise.all(edits);
    for (const r of results) expect(r.status).toBe(200);
    const session = await login(user.email, user.password);
    expect(session.name).toMatch(/^Edit \d$/);
    expect(session.roles).toBe(Number(session.name.slice(5)) % 2 ? 'office' : 'pm');
  });
});

describe('H1: an admin change and a profile save at the same time', () => {
  const ROUNDS = 10;
  const adminEdit = async (user: TestUser, fields: Record<string, unknown>) =>
    call<User>(`/api/users/${user.id}`, {
      method: 'PUT',
      token: await asAdmin(),
      body: { name: 'Test pm', email: user.email, roles: 'pm', allowedProjects: [], ...fields },
    });
  const profileSave = (user: TestUser, body: Record<string, unknown>) =>
    call<{ access_token?: string; error?: string }>('/api/auth/update-profile', {
      method: 'POST',
      token: user.token,
      body: { name: 'Saved by the user', currentPassword: user.password, ...body },
    });

  it('H1: a profile save cannot undo an admin demotion or project revocation', async () => {
    const project = await createProject();
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const user = await createSignedInUser('pm', [project._id]);
        const [save, demote] = await Promise.all([
          profileSave(user, {}),
          adminEdit(user, { roles: 'site', allowedProjects: [] }),
        ]);
        expect(demote.status).toBe(200);
        expect([200, 409]).toContain(save.status);
        const after = (await call<User[]>('/api/users', { token: await asAdmin() })).body.find(
          (u) => u._id === user.id,
        );
        return after?.roles === 'site' && after.allowedProjects.length === 0 ? 'held' : 'reverted';
      }),
    );
    expect(rounds.filter((r) => r === 'reverted')).toHaveLength(0);
  });

  it('H1: a profile save cannot undo an admin password reset; old password and tokens stay refused', async () => {
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async (_, i) => {
        const user = await createSignedInUser('pm');
        const chosen = `chosen-by-user-${i}`;
        const [save, reset] = await Promise.all([
          profileSave(user, { newPassword: chosen }),
          adminEdit(user, { password: `reset-by-admin-${i}` }),
        ]);
        expect(reset.status).toBe(200);
        const address = testAddress();
        const signIn = (password: string) =>
          call('/api/auth/login', { method: 'POST', body: { email: user.email, password }, sourceIp: address });
        const refused = [
          (await signIn(user.password)).status === 401,
          (await signIn(chosen)).status === 401,
          (await call('/api/auth/me', { token: user.token })).status === 401,
          !save.body.access_token || (await call('/api/auth/me', { token: save.body.access_token })).status === 401,
        ];
        const reset200 = (await signIn(`reset-by-admin-${i}`)).status === 200;
        return refused.every(Boolean) && reset200 ? 'held' : 'reverted';
      }),
    );
    expect(rounds.filter((r) => r === 'reverted')).toHaveLength(0);
  });
});
