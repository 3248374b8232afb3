/**
 * Folder delete: the folder goes to the recycle bin and leaves the listings and its ancestors' counters at
 * once, whatever its size; erased from the bin (delete forever), a large one is emptied in the background
 * with a status to follow, a small one at once; at the end no item and no S3 object is left.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFile, Folder, FolderDeleted, FolderDeleteStatus } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject } from '../support/api.ts';
import { createFolder, getFolder, objectKeys, partitionItems, uploadForm, uploadSmall } from '../support/documents.ts';

let admin: string;
let project: Project;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject();
});

async function fill(folderId: string, count: number): Promise<DocumentFile[]> {
  const out: DocumentFile[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) =>
      uploadSmall(admin, { module: 'plan', projectId: project._id, folderId, fileName: `sheet-${i + j}.pdf` }),
    );
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/**
 * The status once the stack's background jobs have settled: the local server holds this request until the
 * job it runs in its own process has finished (x-test-settle-background, honoured only in tests), so the
 * test waits for the job itself, not for a poll to come round.
 */
async function waitUntilDone(id: string): Promise<FolderDeleteStatus> {
  const res = await call<FolderDeleteStatus>(`/api/folders/${id}/delete-status`, {
    token: admin,
    headers: { 'x-test-settle-background': '1' },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const eraseForever = (id: string) =>
  call(`/api/projects/${project._id}/recycle-bin/${id}`, { method: 'DELETE', token: admin });

describe('DELETE /api/folders/{id} of a large folder', () => {
  it('answers 200 at once (to the bin), and its erase leaves no item or object behind (sleep: waits for the job to settle, no poll)', async () => {
    const parent = await createFolder(admin, { name: 'Project set', module: 'plan', projectId: project._id });
    const doomed = await createFolder(admin, {
      name: 'Superseded',
      module: 'plan',
      projectId: project._id,
      parent_id: parent._id,
    });
    const sub1 = await createFolder(admin, {
      name: 'Rev A',
      module: 'plan',
      projectId: project._id,
      parent_id: doomed._id,
    });
    const sub2 = await createFolder(admin, {
      name: 'Rev B',
      module: 'plan',
      projectId: project._id,
      parent_id: doomed._id,
    });
    const kept = await fill(parent._id, 3);
    const files = [...(await fill(doomed._id, 70)), ...(await fill(sub1._id, 30)), ...(await fill(sub2._id, 20))];
    expect(await getFolder(admin, parent._id)).toMatchObject({ totalFileCount: 123, subfolderCount: 1 });

    const res = await call<FolderDeleted>(`/api/folders/${doomed._id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Folder deleted successfully',
      deleteStatus: { folderId: doomed._id, state: 'done', totalFiles: 120, totalFolders: 3 },
    });
    // At once: out of the listings, and the parent's counters no longer count it.
    expect(await getFolder(admin, parent._id)).toMatchObject({ fileCount: 3, totalFileCount: 3, subfolderCount: 0 });
    const children = await call<Folder[]>(`/api/folders?module=plan&projectId=${project._id}&parent_id=${parent._id}`, {
      token: admin,
    });
    expect(children.body).toEqual([]);
    const all = await call<Folder[]>(`/api/folders?module=plan&projectId=${project._id}`, { token: admin });
    expect(all.body.map((f) => f._id)).toEqual([parent._id]);
    // Nothing can be added inside it any more.
    const late = await uploadForm(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: sub1._id,
      author: 'Late',
    });
    expect(late).toMatchObject({ status: 404, body: { error: 'Folder not found' } });
    const lateFolder = await call('/api/folders', {
      method: 'POST',
      token: admin,
      body: { name: 'Late', module: 'plan', projectId: project._id, parent_id: doomed._id },
    });
    expect(lateFolder.status).toBe(404);
    // The name is free again at once.
    await createFolder(admin, { name: 'Superseded', module: 'plan', projectId: project._id, parent_id: parent._id });

    // Delete forever: the erase is queued (more than 100 files) and the bin item goes at once.
    expect((await eraseForever(doomed._id)).status).toBe(204);
    const done = await waitUntilDone(doomed._id);
    expect(done).toMatchObject({
      state: 'done',
      deletedFiles: 120,
      totalFiles: 120,
      deletedFolders: 3,
      totalFolders: 3,
    });
    expect(done.finishedAt).toEqual(expect.any(String));
    expect((await call(`/api/folders/${doomed._id}`, { token: admin })).status).toBe(404);

    // Straight to DynamoDB Local and the S3 emulator: nothing of the tree is left.
    for (const id of [doomed._id, sub1._id, sub2._id]) expect(await partitionItems(`FOLDER#${id}`)).toEqual([]);
    for (const name of ['rev a', 'rev b']) {
      expect(await partitionItems(`FOLDERNAME#${project._id}#plan#${doomed._id}#${name}`)).toEqual([]);
    }
    const leftovers = await Promise.all(files.map((f) => partitionItems(`FILE#${f._id}`)));
    expect(leftovers.flat()).toEqual([]);
    const objects = await objectKeys('files/');
    expect(objects.filter((k) => files.some((f) => k === `files/${f._id}`))).toEqual([]);
    expect(objects).toEqual(expect.arrayContaining(kept.map((f) => `files/${f._id}`)));
    // The parent keeps its own files; only a status record of the delete remains, removed by TTL.
    expect(await getFolder(admin, parent._id)).toMatchObject({ fileCount: 3, totalFileCount: 3 });
    const [status] = await partitionItems(`FOLDERDELETE#${doomed._id}`);
    expect(status).toMatchObject({ SK: 'STATUS', ttl: expect.any(Number) });
  }, 120_000);
});

describe('DELETE /api/folders/{id} of a small folder', () => {
  it('answers 200; its erase from the bin empties it before answering, S3 objects included', async () => {
    const folder = await createFolder(admin, { name: 'Small', module: 'plan', projectId: project._id });
    const sub = await createFolder(admin, {
      name: 'Inner',
      module: 'plan',
      projectId: project._id,
      parent_id: folder._id,
    });
    const files = [...(await fill(folder._id, 4)), ...(await fill(sub._id, 3))];
    const res = await call<FolderDeleted>(`/api/folders/${folder._id}`, { method: 'DELETE', token: admin });
    expect(res).toMatchObject({
      status: 200,
      body: { deleteStatus: { state: 'done', deletedFiles: 7, totalFiles: 7, deletedFolders: 2 } },
    });
    expect((await eraseForever(folder._id)).status).toBe(204);
    for (const f of files) {
      expect(await partitionItems(`FILE#${f._id}`)).toEqual([]);
      expect(await objectKeys(`files/${f._id}`)).toEqual([]);
    }
    expect(await partitionItems(`FOLDER#${sub._id}`)).toEqual([]);
    expect(await partitionItems(`ROOT#${project._id}#plan`)).not.toContainEqual(
      expect.objectContaining({ SK: `DIR#${folder._id}` }),
    );
  });

  it('answers 404 to an unknown folder', async () => {
    expect(await call('/api/folders/01ARZ3NDEKTSV4RRFFQ69G5FAV', { method: 'DELETE', token: admin })).toMatchObject({
      status: 404,
      body: { error: 'Folder not found' },
    });
    expect((await call('/api/folders/01ARZ3NDEKTSV4RRFFQ69G5FAV/delete-status', { token: admin })).status).toBe(404);
  });
});
