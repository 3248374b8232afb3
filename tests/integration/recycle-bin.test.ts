/**
 * The recycle bin (issue 23, docs/data-model.md#recycle-bin) against the real local stack, for files: a
 * delete moves the file to its project's bin, out of every list, count, search result and share link; a
 * restore brings it back with its versions and counters exact; an admin deletes it forever.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFile, FilesResponse, FileVersion } from '../../shared/models/documents.ts';
import type { BinEntry, BinPage } from '../../shared/models/recycle-bin.ts';
import type { ShareLinkCreated } from '../../shared/models/sharing.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { pointAtLocalTable } from '../support/aws.ts';
import {
  createChain,
  createFolder,
  getFolder,
  objectKeys,
  partitionItems,
  uploadPresigned,
  uploadSmall,
} from '../support/documents.ts';
import { ids, searchUntil } from '../support/search.ts';

let admin: string;
let project: Project;
let pm: TestUser;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject(`Bin ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
});

const binPath = (projectId = project._id) => `/api/projects/${projectId}/recycle-bin`;

async function bin(token = pm.token, query = '', projectId = project._id) {
  return call<BinPage & { error?: string }>(`${binPath(projectId)}${query}`, { token });
}

const deleteFile = (file: Pick<DocumentFile, '_id' | 'module'>, token = pm.token) =>
  call(`/api/files/${file.module}/${file._id}`, { method: 'DELETE', token });

const restore = (id: string, body?: unknown, token = pm.token, projectId = project._id) =>
  call<DocumentFile & { error?: string }>(`${binPath(projectId)}/${id}/restore`, { method: 'POST', token, body });

const eraseForever = (id: string, token = admin, projectId = project._id) =>
  call<{ error?: string } | undefined>(`${binPath(projectId)}/${id}`, { method: 'DELETE', token });

const listed = async (folderId: string, module = 'plan') => {
  const res = await call<FilesResponse>(`/api/files/${module}?folderId=${folderId}&projectId=${project._id}`, {
    token: pm.token,
  });
  expect(res.status).toBe(200);
  return res.body.files.map((f) => f.original_name);
};

const text = (s: string) => new TextEncoder().encode(s);

/** A PDF uploaded into a folder (or 'root') of the Plan File area of the test's project. */
const planFile = (folderId: string, fileName: string, token = pm.token, projectId = project._id) =>
  uploadSmall(token, { module: 'plan', projectId, folderId, fileName });

const planFolder = (name: string, token = pm.token) =>
  createFolder(token, { name: `${name} ${Date.now()}`, module: 'plan', projectId: project._id });

async function contentOf(fileId: string, version?: number): Promise<string> {
  const res = await call<{ url: string }>(`/api/file/plan/${fileId}/url${version ? `?version=${version}` : ''}`, {
    token: pm.token,
  });
  expect(res.status).toBe(200);
  return (await fetch(res.body.url)).text();
}

describe('a deleted file in the recycle bin', () => {
  it('is listed in the bin and gone from lists, counters, search and share links; restored with its versions', async () => {
    const { l1, l2 } = await createChain(pm.token, 'plan', project._id, 'Bin');
    const fields = { module: 'plan' as const, projectId: project._id, folderId: l2._id, size: 0 };
    const file = await uploadPresigned(pm.token, { ...fields, fileName: 'Quokka plan.pdf' }, text('%PDF v1'));
    await uploadPresigned(pm.token, { ...fields, fileName: 'Quokka plan.pdf', versionOf: file._id }, text('%PDF v2'));
    await searchUntil(pm.token, project._id, 'quokka', (r) => ids(r).includes(file._id));
    const link = await call<ShareLinkCreated>('/api/share-file', {
      method: 'POST',
      token: pm.token,
      body: { fileId: file._id, module: 'plan', hoursValid: 5 },
    });
    expect(link.status).toBe(201);
    const linkPath = new URL(link.body.link).pathname;
    expect((await call(linkPath)).status).toBe(302);

    const before = Date.now();
    expect((await deleteFile(file)).status).toBe(200);
    const page = await bin();
    expect(page.status).toBe(200);
    const entry = page.body.items.find((i) => i._id === file._id) as BinEntry;
    expect(entry).toEqual({
      _id: file._id,
      kind: 'file',
      name: 'Quokka plan.pdf',
      module: 'plan',
      place: `Plan File / ${l1.name} / ${l2.name}`,
      deletedBy: { id: pm.id, name: 'Test pm' },
      deletedAt: expect.any(String),
      purgeAt: expect.any(String),
    });
    expect(Date.parse(entry.deletedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(30 * 24 * 3600_000);
    // gone from the folder's list, its counters and its ancestors', every read and search
    expect(await listed(l2._id)).toEqual([]);
    expect(await getFolder(pm.token, l2._id)).toMatchObject({ fileCount: 0, totalFileCount: 0 });
    expect(await getFolder(pm.token, l1._id)).toMatchObject({ totalFileCount: 0 });
    expect((await call(`/api/file/plan/${file._id}`, { token: pm.token })).status).toBe(404);
    expect((await call(`/api/file/plan/${file._id}/versions`, { token: pm.token })).status).toBe(404);
    expect(await searchUntil(pm.token, project._id, 'quokka', (r) => r.length === 0)).toEqual([]);
    const dead = await call(linkPath);
    expect(dead.status).toBe(410);
    expect(String(dead.body)).toContain('The shared file has been deleted');

    const restored = await restore(file._id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      _id: file._id,
      original_name: 'Quokka plan.pdf',
      folderId: l2._id,
      version: 2,
    });
    expect(await listed(l2._id)).toEqual(['Quokka plan.pdf']);
    expect(await getFolder(pm.token, l2._id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(await getFolder(pm.token, l1._id)).toMatchObject({ totalFileCount: 1, fileCount: 0 });
    const versions = await call<FileVersion[]>(`/api/file/plan/${file._id}/versions`, { token: pm.token });
    expect(versions.body.map((v) => v.version)).toEqual([2, 1]);
    expect(await contentOf(file._id)).toBe('%PDF v2');
    expect(await contentOf(file._id, 1)).toBe('%PDF v1');
    expect(ids(await searchUntil(pm.token, project._id, 'quokka', (r) => r.length > 0))).toEqual([file._id]);
    expect((await bin()).body.items.map((i) => i._id)).not.toContain(file._id);
    // the old link stays dead after the restore; a new one works
    expect((await call(linkPath)).status).toBe(410);
    const fresh = await call<ShareLinkCreated>('/api/share-file', {
      method: 'POST',
      token: pm.token,
      body: { fileId: file._id, module: 'plan', hoursValid: 5 },
    });
    expect((await call(new URL(fresh.body.link).pathname)).status).toBe(302);
    const active = await call<{ _id: string }[]>(`/api/share-file?fileId=${file._id}&module=plan`, {
      token: pm.token,
    });
    expect(active.body.map((s) => s._id)).toEqual([fresh.body._id]);
    // a second restore finds nothing in the bin
    expect(await restore(file._id)).toMatchObject({ status: 404, body: { error: 'Not in the recycle bin' } });
  });

  it('restores to the area root only when asked, once its folder is gone; a name taken there gets " (restored)"', async () => {
    const folder = await planFolder('Doomed');
    const file = await planFile(folder._id, 'Wombat detail.pdf');
    const twin = await planFile('root', 'Wombat detail.pdf');
    expect((await deleteFile(file)).status).toBe(200);
    expect((await call(`/api/folders/${folder._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);

    expect(await restore(file._id)).toMatchObject({
      status: 409,
      body: {
        error:
          'The folder this file was in has been deleted. Restore it to the area root instead, or restore the folder first.',
      },
    });
    expect((await bin()).body.items.map((i) => i._id)).toContain(file._id);
    const restored = await restore(file._id, { toRoot: true });
    expect(restored).toMatchObject({
      status: 200,
      body: { _id: file._id, folderId: 'root', original_name: 'Wombat detail (restored).pdf' },
    });
    const root = await listed('root');
    // in upload order: the restored file keeps its id, older than its twin's
    expect(root.filter((n) => n.startsWith('Wombat'))).toEqual(['Wombat detail (restored).pdf', 'Wombat detail.pdf']);
    expect(twin._id).not.toBe(file._id);
    const history = await call<{ entries: { kind: string; detail?: string }[] }>(
      `/api/projects/${project._id}/activity?objectId=${file._id}`,
      { token: pm.token },
    );
    expect(history.body.entries.map((e) => e.kind)).toEqual(['file.restored', 'file.deleted', 'file.uploaded']);
    expect(history.body.entries[0]?.detail).toBe('to the area root, as Wombat detail (restored).pdf');
  });

  it('deleted forever by an admin only: its items and objects are erased, and it is gone from the bin', async () => {
    const file = await planFile('root', 'Numbat forever.pdf');
    expect((await deleteFile(file)).status).toBe(200);
    expect(await objectKeys(`files/${file._id}`)).toEqual([`files/${file._id}`]);
    expect(await eraseForever(file._id, pm.token)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to do this' },
    });
    const erased = await eraseForever(file._id);
    expect(erased.status).toBe(204);
    expect(await partitionItems(`FILE#${file._id}`)).toEqual([]);
    expect(await objectKeys(`files/${file._id}`)).toEqual([]);
    expect((await bin()).body.items.map((i) => i._id)).not.toContain(file._id);
    // an id already purged
    expect(await eraseForever(file._id)).toMatchObject({ status: 404, body: { error: 'Not in the recycle bin' } });
    expect(await restore(file._id)).toMatchObject({ status: 404, body: { error: 'Not in the recycle bin' } });
    const history = await call<{ entries: { kind: string; actor: { name: string } }[] }>(
      `/api/projects/${project._id}/activity?objectId=${file._id}`,
      { token: admin },
    );
    expect(history.body.entries.map((e) => [e.kind, e.actor.name])).toEqual([
      ['file.purged', 'Administrator'],
      ['file.deleted', 'Test pm'],
      ['file.uploaded', 'Test pm'],
    ]);
  });

  it('answers 404 for the bin of another project, an id of another kind and an unknown id', async () => {
    const other = await createProject();
    const file = await planFile('root', 'Kind.pdf', admin);
    expect((await deleteFile(file, admin)).status).toBe(200);
    expect((await restore(file._id, undefined, admin, other._id)).status).toBe(404);
    expect((await eraseForever(file._id, admin, other._id)).status).toBe(404);
    const folder = await planFolder('Kind', admin);
    const task = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: admin,
      body: { projectId: project._id, task_name: 'Kind', schedule_start: '2026-02-02', schedule_finish: '2026-02-03' },
    });
    for (const id of [folder._id, task.body._id, project._id, '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      expect(await restore(id, undefined, admin)).toMatchObject({
        status: 404,
        body: { error: 'Not in the recycle bin' },
      });
      expect((await eraseForever(id)).status).toBe(404);
    }
    expect((await bin(admin, '', '01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await restore(file._id, undefined, admin)).status).toBe(200);
  });
});

describe('who sees and restores what', () => {
  it('lists only the areas the role reaches; the area filter refuses an area it does not reach', async () => {
    const here = await createProject();
    const consultant = await createSignedInUser('consultant', [here._id]);
    const marketing = await createSignedInUser('marketing', [here._id]);
    const outsider = await createSignedInUser('pm', [project._id]);
    const made: Record<string, string> = {};
    for (const module of ['plan', 'marketing', 'construction'] as const) {
      const file = await uploadSmall(admin, {
        module,
        projectId: here._id,
        folderId: 'root',
        fileName: `${module}.pdf`,
      });
      expect((await deleteFile(file, admin)).status).toBe(200);
      made[module] = file._id;
    }
    const all = await bin(admin, '', here._id);
    expect(all.body.items.map((i) => i._id)).toEqual([made.construction, made.marketing, made.plan]);
    expect((await bin(consultant.token, '', here._id)).body.items.map((i) => i._id)).toEqual([made.plan]);
    expect((await bin(marketing.token, '', here._id)).body.items.map((i) => i._id)).toEqual([made.marketing]);
    expect((await bin(admin, '?area=marketing', here._id)).body.items.map((i) => i._id)).toEqual([made.marketing]);
    expect((await bin(admin, '?area=schedules', here._id)).body.items).toEqual([]);
    expect(await bin(consultant.token, '?area=marketing', here._id)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to access this section.' },
    });
    expect((await bin(outsider.token, '', here._id)).status).toBe(403);
    // restore follows the area, as deleting does
    expect((await restore(made.marketing as string, undefined, consultant.token, here._id)).status).toBe(403);
    expect((await restore(made.plan as string, undefined, consultant.token, here._id)).status).toBe(200);
    expect((await bin(admin, '?area=bogus', here._id)).status).toBe(400);
  });

  it('pages newest first, 50 a page, with a cursor that only this bin accepts', async () => {
    const here = await createProject();
    const made: string[] = [];
    for (let i = 0; i < 53; i++) {
      const file = await uploadSmall(admin, {
        module: 'plan',
        projectId: here._id,
        folderId: 'root',
        fileName: `p${i}.pdf`,
      });
      expect((await deleteFile(file, admin)).status).toBe(200);
      made.push(file._id);
    }
    const first = await bin(admin, '', here._id);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await bin(admin, `?cursor=${first.body.nextCursor}`, here._id);
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.items, ...second.body.items].map((i) => i._id)).toEqual([...made].reverse());
    expect(await bin(admin, `?cursor=${first.body.nextCursor}`)).toMatchObject({
      status: 400,
      body: { error: 'Invalid cursor' },
    });
  }, 120_000);
});

describe('counters under races', () => {
  it('20 deletes and 20 restores of the same 10 files at once leave every counter exact', async () => {
    const { l1, l2 } = await createChain(pm.token, 'plan', project._id, 'Race');
    const files = await Promise.all(Array.from({ length: 10 }, (_, i) => planFile(l2._id, `r${i}.pdf`)));
    const deletes = await Promise.all([...files, ...files].map((f) => deleteFile(f)));
    expect(deletes.filter((d) => d.status === 200)).toHaveLength(10);
    expect(deletes.every((d) => [200, 404].includes(d.status))).toBe(true);
    expect(await getFolder(pm.token, l2._id)).toMatchObject({ fileCount: 0, totalFileCount: 0 });
    expect(await getFolder(pm.token, l1._id)).toMatchObject({ totalFileCount: 0 });
    const inBin = (await bin()).body.items.map((i) => i._id);
    for (const f of files) expect(inBin.filter((id) => id === f._id)).toHaveLength(1);

    const restores = await Promise.all([...files, ...files].map((f) => restore(f._id)));
    expect(restores.filter((r) => r.status === 200)).toHaveLength(10);
    expect(restores.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    expect(await getFolder(pm.token, l2._id)).toMatchObject({ fileCount: 10, totalFileCount: 10 });
    expect(await getFolder(pm.token, l1._id)).toMatchObject({ totalFileCount: 10 });
    expect((await listed(l2._id)).sort()).toEqual(files.map((f) => f.original_name).sort());
  });
});

describe('R1 (review of 2026-11-27): a move that raced a delete', () => {
  it('R1: a move that read the file before it went to the bin cannot bring it back out, and the bin item stays restorable', async () => {
    const [from, to] = [await planFolder('Race from'), await planFolder('Race to')];
    const file = await planFile(from._id, 'Raced sheet.pdf');
    pointAtLocalTable();
    const { getFileRecord, moveFileRecord } = await import('../../functions/data/files.ts');
    const { getFolderRecord } = await import('../../functions/data/folders.ts');
    // The move has read the file and both folders...
    const read = await getFileRecord(file._id);
    if (!read) throw new Error('no record');
    const folders = { from: await getFolderRecord(from._id), to: await getFolderRecord(to._id) };
    // ...then the file goes to the bin...
    expect((await deleteFile(file)).status).toBe(200);
    // ...and the move commits what it read: refused, nothing changes.
    await expect(moveFileRecord(read, { ...read, folderId: to._id }, folders, [])).rejects.toThrow();
    expect((await getFileRecord(file._id))?.binned).toBeDefined();
    expect(await listed(to._id)).toEqual([]);
    expect((await getFolder(pm.token, to._id)).fileCount).toBe(0);
    expect((await getFolder(pm.token, from._id)).fileCount).toBe(0);
    const restored = await restore(file._id);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await listed(from._id)).toEqual(['Raced sheet.pdf']);
    expect((await getFolder(pm.token, from._id)).fileCount).toBe(1);
  });
});

describe('R4 (review of 2026-11-27): an erase stopped after its first step', () => {
  it('R4: is no longer listed (it cannot be restored; Delete forever or the purge finishes it)', async () => {
    const file = await planFile('root', 'Half erased.pdf');
    expect((await deleteFile(file)).status).toBe(200);
    const names = async () => (await bin(pm.token, '?area=plan')).body.items.map((i) => i.name);
    expect(await names()).toContain('Half erased.pdf');
    pointAtLocalTable();
    const { markBinPurging } = await import('../../functions/data/recycle-bin.ts');
    expect(await markBinPurging({ projectId: project._id, _id: file._id }, new Date().toISOString())).toBe(true);
    expect(await names()).not.toContain('Half erased.pdf');
    expect((await restore(file._id)).status).toBe(404);
    expect((await eraseForever(file._id)).status).toBe(204);
  });
});
