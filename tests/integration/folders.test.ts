/** Folders of the document areas (docs/requirements.md#the-api "Folders and files"): every list form, rules, rename, access. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Breadcrumb, Folder, FolderDetail, FolderPage, FolderTreeNode } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import type { Module } from '../../shared/roles.ts';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';
import { createChain, createFolder, getFolder, partitionItems } from '../support/documents.ts';

let admin: string;
let project: Project;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject();
});

const list = <T = Folder[]>(query: string, token = admin) => call<T>(`/api/folders?${query}`, { token });

describe('POST /api/folders', () => {
  it('creates folders on three levels with level, parent, counters and a trimmed name', async () => {
    const l1 = await createFolder(admin, { name: '  Drawings  ', module: 'plan', projectId: project._id });
    expect(l1).toMatchObject({
      name: 'Drawings',
      level: 1,
      module: 'plan',
      parent_id: null,
      projectId: project._id,
      fileCount: 0,
      totalFileCount: 0,
      subfolderCount: 0,
    });
    const l2 = await createFolder(admin, {
      name: 'Structural',
      module: 'plan',
      projectId: project._id,
      parent_id: l1._id,
    });
    const l3 = await createFolder(admin, {
      name: 'Level P1',
      module: 'plan',
      projectId: project._id,
      parent_id: l2._id,
    });
    expect(l2).toMatchObject({ level: 2, parent_id: l1._id });
    expect(l3).toMatchObject({ level: 3, parent_id: l2._id });
    expect(await getFolder(admin, l1._id)).toMatchObject({ subfolderCount: 1, ancestors: [] });
    expect(await getFolder(admin, l3._id)).toMatchObject({
      ancestors: [
        { _id: l1._id, name: 'Drawings' },
        { _id: l2._id, name: 'Structural' },
      ],
    });
  });

  it('refuses a fourth level with a clear message', async () => {
    const { l3 } = await createChain(admin, 'construction', project._id, 'Deep');
    const res = await call('/api/folders', {
      method: 'POST',
      token: admin,
      body: { name: 'Too deep', module: 'construction', projectId: project._id, parent_id: l3._id },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Folders can be at most 3 levels deep: a level 3 folder cannot hold subfolders.' },
    });
  });

  it.each([
    [{ module: 'plan' }, 'Folder name is required'],
    [{ name: '   ', module: 'plan' }, 'Folder name is required'],
    [{ name: 'x'.repeat(201), module: 'plan' }, 'Folder name must be at most 200 characters'],
    [{ name: 'A', module: 'drawings' }, 'Module must be one of: plan, marketing, construction'],
    [{ name: 'A', module: 'plan', parent_id: 'abc' }, 'parent_id is not a valid folder id'],
  ])('refuses %j', async (body, error) => {
    const res = await call('/api/folders', { method: 'POST', token: admin, body: { projectId: project._id, ...body } });
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('refuses a missing project id', async () => {
    const res = await call('/api/folders', { method: 'POST', token: admin, body: { name: 'A', module: 'plan' } });
    expect(res).toMatchObject({ status: 400, body: { error: 'projectId is required' } });
  });

  it('keeps folder names unique among siblings, ignoring case, but not across parents or modules', async () => {
    const base = { module: 'marketing' as const, projectId: project._id };
    const a = await createFolder(admin, { ...base, name: 'Brochures' });
    const dup = await call('/api/folders', { method: 'POST', token: admin, body: { ...base, name: ' brochures ' } });
    expect(dup).toMatchObject({ status: 409, body: { error: 'A folder named "brochures" already exists here' } });
    await createFolder(admin, { ...base, name: 'Brochures', parent_id: a._id });
    await createFolder(admin, { ...base, module: 'plan', name: 'Brochures' });
  });

  it('answers 404 for an unknown parent and 400 for a parent of another module', async () => {
    const unknown = await call('/api/folders', {
      method: 'POST',
      token: admin,
      body: { name: 'A', module: 'plan', projectId: project._id, parent_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Folder not found' } });
    const planParent = await createFolder(admin, { name: 'Plan parent', module: 'plan', projectId: project._id });
    const wrong = await call('/api/folders', {
      method: 'POST',
      token: admin,
      body: { name: 'A', module: 'marketing', projectId: project._id, parent_id: planParent._id },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'The parent folder is not in the marketing area' } });
  });
});

describe('GET /api/folders', () => {
  let p: Project;
  let tree: Awaited<ReturnType<typeof createChain>>;
  let second: Folder;

  beforeAll(async () => {
    p = await createProject();
    tree = await createChain(admin, 'construction', p._id, 'Site');
    second = await createFolder(admin, { name: 'Permits', module: 'construction', projectId: p._id });
    await createFolder(admin, { name: 'Other area', module: 'plan', projectId: p._id });
  });

  it('lists level 1 folders with level=1, and with parent_id=null', async () => {
    for (const query of ['level=1', 'parent_id=null', 'view_mode=flat&parent_id=null']) {
      const res = await list(`module=construction&projectId=${p._id}&${query}`);
      expect(res.status).toBe(200);
      expect(res.body.map((f) => f.name)).toEqual(['Site L1', 'Permits']);
      expect(res.body[0]).toMatchObject({ level: 1, parent_id: null, subfolderCount: 1, fileCount: 0 });
    }
  });

  it('lists the children of parent_id, also in flat view mode', async () => {
    for (const query of [`parent_id=${tree.l1._id}`, `view_mode=flat&parent_id=${tree.l1._id}`]) {
      const res = await list(`module=construction&projectId=${p._id}&${query}`);
      expect(res.body.map((f) => f._id)).toEqual([tree.l2._id]);
    }
    const leaf = await list(`module=construction&projectId=${p._id}&parent_id=${tree.l3._id}`);
    expect(leaf.body).toEqual([]);
  });

  it('nests children with view_mode=tree&hierarchical=true', async () => {
    const res = await list<FolderTreeNode[]>(`module=construction&projectId=${p._id}&view_mode=tree&hierarchical=true`);
    expect(res.status).toBe(200);
    expect(res.body.map((f) => f.name)).toEqual(['Site L1', 'Permits']);
    const [site] = res.body;
    expect(site?.children.map((c) => c.name)).toEqual(['Site L2']);
    expect(site?.children[0]?.children.map((c) => c.name)).toEqual(['Site L3']);
    expect(site?.children[0]?.children[0]?.children).toEqual([]);
  });

  it('lists every folder of the module in tree order without level, and one level with level=2', async () => {
    const all = await list(`module=construction&projectId=${p._id}`);
    expect(all.body.map((f) => f.name)).toEqual(['Site L1', 'Site L2', 'Site L3', 'Permits']);
    const tree = await list(`module=construction&projectId=${p._id}&view_mode=tree`);
    expect(tree.body.map((f) => f.name)).toEqual(['Site L1', 'Site L2', 'Site L3', 'Permits']);
    const level2 = await list(`module=construction&projectId=${p._id}&level=2`);
    expect(level2.body.map((f) => f.name)).toEqual(['Site L2']);
  });

  it('pages with limit and cursor in the object form', async () => {
    const first = await list<FolderPage>(`module=construction&projectId=${p._id}&level=1&limit=1`);
    expect(first.body.folders.map((f) => f.name)).toEqual(['Site L1']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const next = await list<FolderPage>(
      `module=construction&projectId=${p._id}&level=1&limit=1&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`,
    );
    expect(next.body.folders.map((f) => f._id)).toEqual([second._id]);
    const all = await list<FolderPage>(`module=construction&projectId=${p._id}&limit=2`);
    expect(all.body.folders).toHaveLength(2);
    expect(all.body.nextCursor).not.toBeNull();
  });

  it('refuses a cursor of another folder', async () => {
    const first = await list<FolderPage>(`module=construction&projectId=${p._id}&level=1&limit=1`);
    const res = await list(
      `module=construction&projectId=${p._id}&parent_id=${tree.l1._id}&limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'Invalid cursor' } });
  });

  it.each([
    ['projectId=X', 'Module must be one of: plan, marketing, construction'],
    ['module=plan', 'projectId is required'],
    ['module=plan&projectId=01ARZ3NDEKTSV4RRFFQ69G5FAV&level=4', 'level must be 1, 2 or 3'],
    ['module=plan&projectId=01ARZ3NDEKTSV4RRFFQ69G5FAV&limit=0', 'limit must be between 1 and 1000'],
  ])('refuses %s', async (query, error) => {
    expect(await list(query)).toMatchObject({ status: 400, body: { error } });
  });
});

describe('GET /api/folders/{id} and breadcrumbs', () => {
  it('answers the folder and its path from level 1 to itself', async () => {
    const { l1, l2, l3 } = await createChain(admin, 'plan', project._id, 'Crumbs');
    const folder = await call<FolderDetail>(`/api/folders/${l2._id}`, { token: admin });
    expect(folder).toMatchObject({
      status: 200,
      body: { _id: l2._id, name: 'Crumbs L2', level: 2, subfolderCount: 1 },
    });
    const crumbs = await call<Breadcrumb[]>(`/api/folders/${l3._id}/breadcrumbs`, { token: admin });
    expect(crumbs.body).toEqual([
      { _id: l1._id, name: 'Crumbs L1' },
      { _id: l2._id, name: 'Crumbs L2' },
      { _id: l3._id, name: 'Crumbs L3' },
    ]);
    const top = await call<Breadcrumb[]>(`/api/folders/${l1._id}/breadcrumbs`, { token: admin });
    expect(top.body).toEqual([{ _id: l1._id, name: 'Crumbs L1' }]);
  });

  it('answers 404 to an unknown or malformed id', async () => {
    for (const path of ['/api/folders/01ARZ3NDEKTSV4RRFFQ69G5FAV', '/api/folders/nope/breadcrumbs']) {
      expect(await call(path, { token: admin })).toMatchObject({ status: 404, body: { error: 'Folder not found' } });
    }
  });
});

describe('PUT /api/folders/{id}', () => {
  it('renames a folder, and the breadcrumbs of every folder below follow', async () => {
    const { l1, l2, l3 } = await createChain(admin, 'marketing', project._id, 'Rename');
    const res = await call<Folder>(`/api/folders/${l1._id}`, {
      method: 'PUT',
      token: admin,
      body: { name: '  Campaign 2026 ', projectId: project._id, module: 'marketing' },
    });
    expect(res).toMatchObject({ status: 200, body: { _id: l1._id, name: 'Campaign 2026', level: 1 } });
    const crumbs = await call<Breadcrumb[]>(`/api/folders/${l3._id}/breadcrumbs`, { token: admin });
    expect(crumbs.body.map((c) => c.name)).toEqual(['Campaign 2026', 'Rename L2', 'Rename L3']);
    const roots = await list(`module=marketing&projectId=${project._id}&level=1`);
    expect(roots.body.find((f) => f._id === l1._id)?.name).toBe('Campaign 2026');
    await call(`/api/folders/${l2._id}`, { method: 'PUT', token: admin, body: { name: 'Print' } });
    expect((await getFolder(admin, l3._id)).ancestors.map((a) => a.name)).toEqual(['Campaign 2026', 'Print']);
  });

  it('frees the old name and refuses a taken one', async () => {
    const base = { module: 'plan' as const, projectId: project._id };
    const a = await createFolder(admin, { ...base, name: 'Old name' });
    await createFolder(admin, { ...base, name: 'Taken' });
    const taken = await call(`/api/folders/${a._id}`, { method: 'PUT', token: admin, body: { name: 'TAKEN' } });
    expect(taken).toMatchObject({ status: 409, body: { error: 'A folder named "TAKEN" already exists here' } });
    await call(`/api/folders/${a._id}`, { method: 'PUT', token: admin, body: { name: 'New name' } });
    await createFolder(admin, { ...base, name: 'Old name' });
    const caseOnly = await call<Folder>(`/api/folders/${a._id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'NEW NAME' },
    });
    expect(caseOnly.body.name).toBe('NEW NAME');
  });

  it('refuses a blank name, and a project that is not the folder’s', async () => {
    const a = await createFolder(admin, { module: 'plan', projectId: project._id, name: 'Keep' });
    expect(await call(`/api/folders/${a._id}`, { method: 'PUT', token: admin, body: { name: ' ' } })).toMatchObject({
      status: 400,
      body: { error: 'Folder name is required' },
    });
    const other = await createProject();
    const res = await call(`/api/folders/${a._id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'X', projectId: other._id },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'The folder is not in this project' } });
  });
});

describe('DELETE /api/folders/{id} (small folder)', () => {
  it('deletes the folder and its subfolders at once (200) and frees the name', async () => {
    const { l1, l2, l3 } = await createChain(admin, 'plan', project._id, 'Gone');
    const res = await call<{ message: string; deleteStatus: { state: string } }>(`/api/folders/${l1._id}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: 'Folder deleted successfully',
        deleteStatus: { state: 'done', totalFolders: 3, deletedFolders: 3 },
      },
    });
    for (const id of [l1._id, l2._id, l3._id]) {
      expect((await call(`/api/folders/${id}`, { token: admin })).status).toBe(404);
    }
    // Issue 23: the delete moved the tree to the recycle bin (the name is free at once); deleting it forever
    // there erases it.
    await createFolder(admin, { module: 'plan', projectId: project._id, name: 'Gone L1' });
    const erased = await call(`/api/projects/${project._id}/recycle-bin/${l1._id}`, { method: 'DELETE', token: admin });
    expect(erased.status).toBe(204);
    for (const id of [l1._id, l2._id, l3._id]) expect(await partitionItems(`FOLDER#${id}`)).toEqual([]);
    const status = await call(`/api/folders/${l1._id}/delete-status`, { token: admin });
    expect(status).toMatchObject({ status: 200, body: { state: 'done', folderId: l1._id } });
  });

  it('drops the parent’s subfolder count in the same step', async () => {
    const { l1, l2 } = await createChain(admin, 'construction', project._id, 'Count');
    expect((await getFolder(admin, l1._id)).subfolderCount).toBe(1);
    await call(`/api/folders/${l2._id}`, { method: 'DELETE', token: admin });
    expect((await getFolder(admin, l1._id)).subfolderCount).toBe(0);
    const active = await call(`/api/folders/${l1._id}/delete-status`, { token: admin });
    expect(active.body).toMatchObject({ state: 'active' });
  });
});

describe('access to folders', () => {
  let p: Project;
  let other: Project;
  const folders: Partial<Record<Module, Folder>> = {};

  beforeAll(async () => {
    p = await createProject();
    other = await createProject();
    for (const module of ['plan', 'marketing', 'construction'] as const) {
      folders[module] = await createFolder(admin, { name: `${module} root`, module, projectId: p._id });
    }
  });

  it.each([
    ['consultant', 'marketing'],
    ['consultant', 'construction'],
    ['pm', 'marketing'],
    ['marketing', 'plan'],
    ['site', 'plan'],
  ] as const)('a %s cannot use %s folders (403)', async (role, module) => {
    const user = await createSignedInUser(role, [p._id]);
    const folder = folders[module] as Folder;
    const answers = [
      await list(`module=${module}&projectId=${p._id}&level=1`, user.token),
      await call(`/api/folders/${folder._id}`, { token: user.token }),
      await call(`/api/folders/${folder._id}/breadcrumbs`, { token: user.token }),
      await call('/api/folders', { method: 'POST', token: user.token, body: { name: 'X', module, projectId: p._id } }),
      await call(`/api/folders/${folder._id}`, { method: 'PUT', token: user.token, body: { name: 'X' } }),
      await call(`/api/folders/${folder._id}`, { method: 'DELETE', token: user.token }),
    ];
    for (const res of answers) {
      expect(res).toMatchObject({ status: 403, body: { error: 'You do not have permission to access this section.' } });
    }
  });

  it.each([
    ['consultant', 'plan'],
    ['pm', 'construction'],
    ['marketing', 'marketing'],
    ['site', 'construction'],
    ['office', 'marketing'],
  ] as const)('a %s uses %s folders of an allowed project', async (role, module) => {
    const user = await createSignedInUser(role, [p._id]);
    const res = await list(`module=${module}&projectId=${p._id}&level=1`, user.token);
    expect(res.status).toBe(200);
    const made = await createFolder(user.token, { name: `By ${role}`, module, projectId: p._id });
    expect(made.level).toBe(1);
  });

  it('refuses a user of project A every folder of project B (403), whatever project the request names', async () => {
    const user = await createSignedInUser('office', [other._id]);
    const folder = folders.plan as Folder;
    const forbidden = { status: 403, body: { error: 'You do not have access to this project' } };
    expect(await list(`module=plan&projectId=${p._id}&level=1`, user.token)).toMatchObject(forbidden);
    expect(await list(`module=plan&projectId=${other._id}&parent_id=${folder._id}`, user.token)).toMatchObject(
      forbidden,
    );
    expect(await call(`/api/folders/${folder._id}`, { token: user.token })).toMatchObject(forbidden);
    expect(await call(`/api/folders/${folder._id}/breadcrumbs`, { token: user.token })).toMatchObject(forbidden);
    expect(await call(`/api/folders/${folder._id}/delete-status`, { token: user.token })).toMatchObject(forbidden);
    expect(
      await call(`/api/folders/${folder._id}`, {
        method: 'PUT',
        token: user.token,
        body: { name: 'X', projectId: other._id },
      }),
    ).toMatchObject(forbidden);
    expect(await call(`/api/folders/${folder._id}`, { method: 'DELETE', token: user.token })).toMatchObject(forbidden);
    expect(
      await call('/api/folders', {
        method: 'POST',
        token: user.token,
        body: { name: 'X', module: 'plan', projectId: other._id, parent_id: folder._id },
      }),
    ).toMatchObject(forbidden);
    expect((await getFolder(admin, folder._id)).name).toBe('plan root');
  });

  it('answers 401 without a token', async () => {
    expect(await list(`module=plan&projectId=${p._id}&level=1`, '')).toMatchObject({ status: 401 });
  });
});
