/**
 * The recycle bin for folders (issue 23, docs/data-model.md#recycle-bin) against the real local stack: a
 * folder delete moves the folder to its project's bin with everything in it, out of every list, counter,
 * search result and share link; a restore brings it back with its subfolders, files and versions, counters
 * exact; a parent that is gone answers 409 unless `toRoot`; a name taken meanwhile gets " (restored)".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFile, FilesResponse, FileVersion, Folder } from '../../shared/models/documents.ts';
import type { BinPage } from '../../shared/models/recycle-bin.ts';
import type { ShareLinkCreated } from '../../shared/models/sharing.ts';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  createChain,
  createFolder,
  getFolder,
  uploadForm,
  uploadPresigned,
  uploadSmall,
} from '../support/documents.ts';
import { ids, searchUntil } from '../support/search.ts';

let admin: string;
let project: Project;
let pm: TestUser;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject(`Folder bin ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
});

const binUrl = (rest = '') => `/api/projects/${project._id}/recycle-bin${rest}`;
const bin = () => call<BinPage>(binUrl(), { token: pm.token });
const deleteFolder = (id: string) => call(`/api/folders/${id}`, { method: 'DELETE', token: pm.token });
const restore = (id: string, body?: unknown) =>
  call<Folder & { error?: string }>(binUrl(`/${id}/restore`), { method: 'POST', token: pm.token, body });

const planFile = (folderId: string, fileName: string) =>
  uploadSmall(pm.token, { module: 'plan', projectId: project._id, folderId, fileName });
const planFolder = (name: string, parent_id?: string) =>
  createFolder(pm.token, { name, module: 'plan', projectId: project._id, ...(parent_id && { parent_id }) });

const listed = async (folderId: string) => {
  const res = await call<FilesResponse>(`/api/files/plan?folderId=${folderId}&projectId=${project._id}`, {
    token: pm.token,
  });
  expect(res.status).toBe(200);
  return { files: res.body.files.map((f) => f.original_name), folders: res.body.subfolders.map((f) => f.name) };
};

const moduleFolderIds = async () => {
  const res = await call<Folder[]>(`/api/folders?module=plan&projectId=${project._id}`, { token: pm.token });
  expect(res.status).toBe(200);
  return res.body.map((f) => f._id);
};

const fileUrl = (id: string) => call(`/api/file/plan/${id}/url`, { token: pm.token });

describe('a deleted folder in the recycle bin', () => {
  it('is one bin entry with what it holds, gone from lists, counters, search and share links; restored whole', async () => {
    const { l1, l2, l3 } = await createChain(pm.token, 'plan', project._id, `Chain ${Date.now()}`);
    const kept = await planFile(l1._id, 'Kept.pdf');
    const fields = { module: 'plan' as const, projectId: project._id, folderId: l2._id, size: 0 };
    const a = await uploadPresigned(
      pm.token,
      { ...fields, fileName: 'Bilby plan.pdf' },
      new TextEncoder().encode('%PDF 1'),
    );
    await uploadPresigned(
      pm.token,
      { ...fields, fileName: 'Bilby plan.pdf', versionOf: a._id },
      new TextEncoder().encode('%PDF 2'),
    );
    const b = await planFile(l3._id, 'Bilby detail.pdf');
    await searchUntil(pm.token, project._id, 'bilby', (r) => ids(r).includes(b._id) && ids(r).includes(a._id));
    const link = await call<ShareLinkCreated>('/api/share-file', {
      method: 'POST',
      token: pm.token,
      body: { fileId: b._id, module: 'plan', hoursValid: 5 },
    });
    const linkPath = new URL(link.body.link).pathname;
    expect((await call(linkPath)).status).toBe(302);
    expect(await getFolder(pm.token, l1._id)).toMatchObject({ fileCount: 1, totalFileCount: 3, subfolderCount: 1 });

    expect(await deleteFolder(l2._id)).toMatchObject({
      status: 200,
      body: { message: 'Folder deleted successfully', deleteStatus: { state: 'done', totalFiles: 2, totalFolders: 2 } },
    });
    const entry = (await bin()).body.items.find((i) => i._id === l2._id);
    expect(entry).toEqual({
      _id: l2._id,
      kind: 'folder',
      name: l2.name,
      module: 'plan',
      place: `Plan File / ${l1.name}`,
      deletedBy: { id: pm.id, name: 'Test pm' },
      deletedAt: expect.any(String),
      purgeAt: expect.any(String),
      contains: { files: 2, folders: 1 },
    });
    // gone from the parent's list and counters, the module tree, every read by id, search and share links
    expect(await listed(l1._id)).toEqual({ files: ['Kept.pdf'], folders: [] });
    expect(await getFolder(pm.token, l1._id)).toMatchObject({ fileCount: 1, totalFileCount: 1, subfolderCount: 0 });
    expect(await moduleFolderIds()).not.toContain(l2._id);
    expect(await moduleFolderIds()).not.toContain(l3._id);
    for (const id of [l2._id, l3._id]) expect((await call(`/api/folders/${id}`, { token: pm.token })).status).toBe(404);
    expect((await fileUrl(a._id)).status).toBe(404);
    expect((await fileUrl(b._id)).status).toBe(404);
    expect((await call(`/api/file/plan/${a._id}/versions`, { token: pm.token })).status).toBe(404);
    expect((await fileUrl(kept._id)).status).toBe(200);
    // nothing can be put inside it
    const late = await uploadForm(pm.token, { module: 'plan', projectId: project._id, folderId: l3._id, author: 'A' });
    expect(late).toMatchObject({ status: 404, body: { error: 'Folder not found' } });
    const lateFolder = await call('/api/folders', {
      method: 'POST',
      token: pm.token,
      body: { name: 'Late', module: 'plan', projectId: project._id, parent_id: l3._id },
    });
    expect(lateFolder.status).toBe(404);
    expect(await searchUntil(pm.token, project._id, 'bilby', (r) => r.length === 0)).toEqual([]);
    expect((await call(linkPath)).status).toBe(410);

    const restored = await restore(l2._id);
    expect(restored).toMatchObject({ status: 200, body: { _id: l2._id, name: l2.name, parent_id: l1._id, level: 2 } });
    expect(await listed(l1._id)).toEqual({ files: ['Kept.pdf'], folders: [l2.name] });
    expect(await listed(l2._id)).toEqual({ files: ['Bilby plan.pdf'], folders: [l3.name] });
    expect(await listed(l3._id)).toEqual({ files: ['Bilby detail.pdf'], folders: [] });
    expect(await getFolder(pm.token, l1._id)).toMatchObject({ fileCount: 1, totalFileCount: 3, subfolderCount: 1 });
    expect(await getFolder(pm.token, l2._id)).toMatchObject({ fileCount: 1, totalFileCount: 2, subfolderCount: 1 });
    expect(await moduleFolderIds()).toEqual(expect.arrayContaining([l1._id, l2._id, l3._id]));
    const versions = await call<FileVersion[]>(`/api/file/plan/${a._id}/versions`, { token: pm.token });
    expect(versions.body.map((v) => v.version)).toEqual([2, 1]);
    expect((await fileUrl(b._id)).status).toBe(200);
    const found = await searchUntil(pm.token, project._id, 'bilby', (r) => r.length >= 2);
    expect(ids(found)).toEqual(expect.arrayContaining([a._id, b._id]));
    // the old link stays dead after the restore
    expect((await call(linkPath)).status).toBe(410);
    expect((await bin()).body.items.map((i) => i._id)).not.toContain(l2._id);
    expect(await restore(l2._id)).toMatchObject({ status: 404, body: { error: 'Not in the recycle bin' } });
    const history = await call<{ entries: { kind: string }[] }>(
      `/api/projects/${project._id}/activity?objectId=${l2._id}`,
      { token: pm.token },
    );
    expect(history.body.entries.map((e) => e.kind)).toEqual(['folder.restored', 'folder.deleted', 'folder.created']);
  }, 120_000);

  it('answers 409 while its parent is gone; with toRoot it comes back at the area root with its subfolders', async () => {
    const parent = await planFolder(`Parent ${Date.now()}`);
    const child = await planFolder('Child', parent._id);
    const grandchild = await planFolder('Grandchild', child._id);
    const file = await planFile(grandchild._id, 'Deep.pdf');
    expect((await deleteFolder(child._id)).status).toBe(200);
    expect((await deleteFolder(parent._id)).status).toBe(200);

    expect(await restore(child._id)).toMatchObject({
      status: 409,
      body: {
        error:
          'The folder this folder was in has been deleted. Restore it to the area root instead, or restore that folder first.',
      },
    });
    expect((await bin()).body.items.map((i) => i._id)).toContain(child._id);
    const back = await restore(child._id, { toRoot: true });
    expect(back).toMatchObject({ status: 200, body: { _id: child._id, parent_id: null, level: 1, name: 'Child' } });
    expect(await listed('root')).toMatchObject({ folders: expect.arrayContaining(['Child']) });
    expect(await getFolder(pm.token, grandchild._id)).toMatchObject({
      level: 2,
      ancestors: [{ _id: child._id, name: 'Child' }],
      fileCount: 1,
    });
    expect(await moduleFolderIds()).toEqual(expect.arrayContaining([child._id, grandchild._id]));
    expect((await fileUrl(file._id)).status).toBe(200);
    // the parent is still in the bin, and counts nothing of the child
    expect((await bin()).body.items.map((i) => i._id)).toContain(parent._id);
    const parentBack = await restore(parent._id);
    expect(parentBack.status).toBe(200);
    expect(await getFolder(pm.token, parent._id)).toMatchObject({ subfolderCount: 0, totalFileCount: 0 });
  });

  it('names the binned folder a file or folder waits for (parentBinId), so the parent can be restored first', async () => {
    const parent = await planFolder(`Waiting parent ${Date.now()}`);
    const child = await planFolder('Child', parent._id);
    const grandchild = await planFolder('Grandchild', child._id);
    const inChild = await planFile(child._id, 'In child.pdf');
    const deep = await planFile(grandchild._id, 'Deep.pdf');
    const live = await planFolder(`Live ${Date.now()}`);
    const besideLive = await planFile(live._id, 'Beside live.pdf');
    for (const file of [inChild, deep, besideLive]) {
      expect((await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    }
    expect((await deleteFolder(child._id)).status).toBe(200);
    expect((await deleteFolder(parent._id)).status).toBe(200);

    const entries = new Map((await bin()).body.items.map((i) => [i._id, i]));
    // the nearest binned folder of its former place: the folder itself, or the closest one above it
    expect(entries.get(child._id)?.parentBinId).toBe(parent._id);
    expect(entries.get(inChild._id)?.parentBinId).toBe(child._id);
    expect(entries.get(deep._id)?.parentBinId).toBe(child._id);
    // a file whose folder lives, and a folder at the area root, wait for nothing
    expect(entries.get(besideLive._id)).not.toHaveProperty('parentBinId');
    expect(entries.get(parent._id)).not.toHaveProperty('parentBinId');

    // "Restore the parent too": the parent's bin item first, then the item, through the same endpoint
    expect((await restore(child._id)).status).toBe(409);
    expect((await restore(parent._id)).status).toBe(200);
    expect((await restore(child._id)).status).toBe(200);
    expect((await restore(inChild._id)).status).toBe(200);
    expect(await listed(child._id)).toEqual({ files: ['In child.pdf'], folders: ['Grandchild'] });
    expect(await getFolder(pm.token, parent._id)).toMatchObject({ totalFileCount: 1, subfolderCount: 1 });
    // the deep file's folder is live again: it waits for nothing now
    expect((await bin()).body.items.find((i) => i._id === deep._id)).not.toHaveProperty('parentBinId');
  });

  it('chain check: the breadcrumbs and the first page of a subfolder below a binned folder answer 404 like the rest', async () => {
    const { l1, l2, l3 } = await createChain(pm.token, 'plan', project._id, `Hidden ${Date.now()}`);
    const crumbs = (id: string) => call(`/api/folders/${id}/breadcrumbs`, { token: pm.token });
    const firstPage = (id: string) =>
      call(`/api/files/plan?folderId=${id}&projectId=${project._id}`, { token: pm.token });
    for (const id of [l2._id, l3._id]) {
      expect((await crumbs(id)).status).toBe(200);
      expect((await firstPage(id)).status).toBe(200);
    }
    expect((await deleteFolder(l1._id)).status).toBe(200);
    for (const id of [l2._id, l3._id]) {
      expect(await crumbs(id)).toMatchObject({ status: 404, body: { error: 'Folder not found' } });
      expect(await firstPage(id)).toMatchObject({ status: 404, body: { error: 'Folder not found' } });
    }
    expect((await restore(l1._id)).status).toBe(200);
    expect((await crumbs(l3._id)).body).toEqual([
      { _id: l1._id, name: l1.name },
      { _id: l2._id, name: l2.name },
      { _id: l3._id, name: l3.name },
    ]);
    expect((await firstPage(l3._id)).status).toBe(200);
  });

  it('takes " (restored)" when a folder of its name was made meanwhile', async () => {
    const name = `Drawings ${Date.now()}`;
    const first = await planFolder(name);
    const sub = await planFolder('Sheets', first._id);
    expect((await deleteFolder(first._id)).status).toBe(200);
    const second = await planFolder(name);
    const back = await restore(first._id);
    expect(back).toMatchObject({ status: 200, body: { _id: first._id, name: `${name} (restored)` } });
    expect(second._id).not.toBe(first._id);
    const crumbs = await call<{ _id: string; name: string }[]>(`/api/folders/${sub._id}/breadcrumbs`, {
      token: pm.token,
    });
    expect(crumbs.body).toEqual([
      { _id: first._id, name: `${name} (restored)` },
      { _id: sub._id, name: 'Sheets' },
    ]);
  });

  it('20 deletes and restores of overlapping items at once leave every counter exact', async () => {
    const parent = await planFolder(`Race ${Date.now()}`);
    const folder = await planFolder('Racing', parent._id);
    const files: DocumentFile[] = await Promise.all(
      Array.from({ length: 8 }, (_, i) => planFile(folder._id, `race-${i}.pdf`)),
    );
    const ops = Array.from({ length: 20 }, (_, i) => {
      if (i % 4 === 0) return deleteFolder(folder._id);
      if (i % 4 === 1) return restore(folder._id);
      const file = files[i % files.length] as DocumentFile;
      return i % 4 === 2
        ? call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: pm.token })
        : restore(file._id);
    });
    const answers = await Promise.all(ops);
    for (const res of answers) expect([200, 404, 409]).toContain(res.status);
    // Settle: the folder back if it is in the bin, then every file still in the bin back too.
    if ((await bin()).body.items.some((i) => i._id === folder._id))
      expect((await restore(folder._id)).status).toBe(200);
    for (const file of files) {
      if ((await bin()).body.items.some((i) => i._id === file._id)) expect((await restore(file._id)).status).toBe(200);
    }
    const inFolder = await listed(folder._id);
    expect(inFolder.files.sort()).toEqual(files.map((f) => f.original_name).sort());
    expect(await getFolder(pm.token, folder._id)).toMatchObject({ fileCount: 8, totalFileCount: 8 });
    expect(await getFolder(pm.token, parent._id)).toMatchObject({ fileCount: 0, totalFileCount: 8, subfolderCount: 1 });
  }, 120_000);

  it('is the bin of its own project only, and deleted forever by an admin only', async () => {
    const folder = await planFolder(`Forever ${Date.now()}`);
    await planFile(folder._id, 'gone.pdf');
    expect((await deleteFolder(folder._id)).status).toBe(200);
    const other = await createProject(`Other ${Date.now()}`);
    const elsewhere = await call(`/api/projects/${other._id}/recycle-bin/${folder._id}/restore`, {
      method: 'POST',
      token: admin,
    });
    expect(elsewhere.status).toBe(404);
    const forbidden = await call(binUrl(`/${folder._id}`), { method: 'DELETE', token: pm.token });
    expect(forbidden.status).toBe(403);
    expect((await call(binUrl(`/${folder._id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await bin()).body.items.map((i) => i._id)).not.toContain(folder._id);
    expect(await restore(folder._id)).toMatchObject({ status: 404, body: { error: 'Not in the recycle bin' } });
    expect((await call(`/api/folders/${folder._id}`, { token: pm.token })).status).toBe(404);
  });
});
