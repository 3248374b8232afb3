import { describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import { CREATABLE_ROLES } from '../../shared/roles.ts';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';

describe('GET /api/projects', () => {
  it('shows an admin every project', async () => {
    const project = await createProject();
    const res = await call<Project[]>('/api/projects', { token: await asAdmin() });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((p) => p._id)).toContain(project._id);
  });

  it.each(CREATABLE_ROLES.filter((r) => r !== 'admin'))('shows a %s only the allowed projects', async (role) => {
    const allowed = await createProject();
    const other = await createProject();
    const user = await createSignedInUser(role, [allowed._id]);
    const res = await call<Project[]>(`/api/projects?user_id=${user.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p._id)).toEqual([allowed._id]);
    expect(res.body.map((p) => p._id)).not.toContain(other._id);
    expect(res.body[0]).toMatchObject({ name: allowed.name, description: 'Test project', status: 'active' });
  });

  it("refuses another user's id unless the caller is an admin", async () => {
    const a = await createSignedInUser('pm');
    const b = await createSignedInUser('office');
    const res = await call(`/api/projects?user_id=${b.id}`, { token: a.token });
    expect(res).toMatchObject({ status: 403, body: { error: 'You can only list your own projects' } });
    expect((await call(`/api/projects?user_id=${b.id}`, { token: await asAdmin() })).status).toBe(200);
  });

  it('answers an empty list to a user with no projects', async () => {
    const user = await createSignedInUser('consultant');
    expect(await call('/api/projects', { token: user.token })).toMatchObject({ status: 200, body: [] });
  });

  it('requires a token', async () => {
    expect(await call('/api/projects')).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });
});

describe('POST /api/projects and PUT /api/projects/{id}', () => {
  it('an admin creates and edits a project', async () => {
    const admin = await asAdmin();
    const created = await call<Project>('/api/projects', {
      method: 'POST',
      token: admin,
      body: { name: '  Lakeshore Lofts  ', description: 'Loft conversion' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Lakeshore Lofts', description: 'Loft conversion', status: 'active' });
    const edited = await call<Project>(`/api/projects/${created.body._id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Lakeshore Lofts II', description: '', status: 'inactive' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: created.body._id, name: 'Lakeshore Lofts II', status: 'inactive' });
    const list = await call<Project[]>('/api/projects', { token: admin });
    expect(list.body.find((p) => p._id === created.body._id)).toMatchObject({ status: 'inactive', description: '' });
  });

  it.each([
    [{}, 'Project name is required'],
    [{ name: '   ' }, 'Project name is required'],
    [{ name: 'X', status: 'archived' }, 'Status must be active or inactive'],
    [{ name: 'x'.repeat(201) }, 'Project name must be at most 200 characters'],
  ])('refuses %j', async (body, error) => {
    const res = await call('/api/projects', { method: 'POST', token: await asAdmin(), body });
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('answers 404 for an unknown project', async () => {
    const res = await call('/api/projects/01ARZ3NDEKTSV4RRFFQ69G5FAV', {
      method: 'PUT',
      token: await asAdmin(),
      body: { name: 'Ghost' },
    });
    expect(res).toMatchObject({ status: 404, body: { error: 'Project not found' } });
  });

  it.each(CREATABLE_ROLES.filter((r) => r !== 'admin'))('refuses a %s (403)', async (role) => {
    const project = await createProject();
    const user = await createSignedInUser(role, [project._id]);
    const create = await call('/api/projects', { method: 'POST', token: user.token, body: { name: 'Mine' } });
    const update = await call(`/api/projects/${project._id}`, {
      method: 'PUT',
      token: user.token,
      body: { name: 'Mine' },
    });
    expect(create.status).toBe(403);
    expect(update.status).toBe(403);
  });
});
