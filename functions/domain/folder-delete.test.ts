/**
 * The folder delete: the move to the recycle bin that takes the folder out of its ancestors' counters at
 * once, the erase's bounded steps that empty it deepest first, and the status a caller reads meanwhile, against
 * the in-memory document store (tests/integration/folder-delete.test.ts keeps the real table and queue).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundJob } from '../commons/job-queue.ts';
import type { FolderRecord } from '../data/folders.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

const queued: BackgroundJob[] = [];

vi.mock('../commons/job-queue.ts', () => ({
  enqueueJob: async (job: BackgroundJob) => void queued.push(job),
}));

fakeDocumentStore('folders', 'fileVersions', 'objects', 'folderDelete', 'folderBin');
const { deleteFolder, deleteFolderStep, getDeleteStatus, SYNC_DELETE_MAX_FILES } = await import('./folder-delete.ts');
const { eraseFolder } = await import('./folder-erase.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const pm = caller('pm');
let drawings: FolderRecord;
let structural: FolderRecord;
let slabs: FolderRecord;

const fileId = (n: number) => `01JD${String(n).padStart(22, '0')}`;

beforeEach(() => {
  queued.length = 0;
  ({ drawings, structural } = store.resetToDrawings());
  slabs = store.addFolder('01JD00000000000000000000F3', 'Slabs', structural);
  store.addFile(fileId(1), 'S-201.pdf', structural);
  store.addFile(fileId(2), 'S-301.pdf', slabs);
  store.addFile(fileId(3), 'A-101.pdf', drawings);
});

describe('deleting a small folder', () => {
  it('moves it to the recycle bin with all it holds: nothing below it is written, the parent counted down', async () => {
    const answer = await deleteFolder(pm, structural._id, NOW);
    expect(answer).toMatchObject({
      message: 'Folder deleted successfully',
      deleteStatus: { state: 'done', deletedFiles: 2, totalFiles: 2, deletedFolders: 2, totalFolders: 2 },
    });
    // Files, objects and subfolders stay where they are until the erase.
    expect([...store.files.keys()]).toEqual([fileId(1), fileId(2), fileId(3)]);
    expect(store.folder(structural._id).binned).toMatchObject({ deletedAt: NOW.toISOString() });
    expect(store.bin.get(structural._id)).toMatchObject({ kind: 'folder', contains: { files: 2, folders: 1 } });
    expect(store.folder(drawings._id)).toMatchObject({
      fileCount: 1,
      totalFileCount: 1,
      subfolderCount: 0,
      descendantFolders: 0,
    });
    expect(store.activity.map((e) => [e.kind, e.object.name, e.detail])).toEqual([
      ['folder.deleted', 'Structural', 'with 2 files'],
    ]);
    // In the bin it has no delete running.
    expect(await refusal(getDeleteStatus(pm, structural._id))).toEqual({
      kind: 'not-found',
      message: 'Folder not found',
    });
  });

  it('erased from the bin (delete forever) it is emptied at once: every file, object and subfolder gone', async () => {
    await deleteFolder(pm, structural._id, NOW);
    await eraseFolder(pm, store.bin.get(structural._id) as BinRecord, NOW);
    expect([...store.files.keys()]).toEqual([fileId(3)]);
    expect([...store.objects.keys()]).toEqual([`files/${fileId(3)}`]);
    expect([...store.folders.keys()]).toEqual([drawings._id]);
    expect(store.bin.size).toBe(0);
    expect(store.folder(drawings._id)).toMatchObject({
      fileCount: 1,
      totalFileCount: 1,
      subfolderCount: 0,
      descendantFolders: 0,
    });
    expect(store.activity.map((e) => [e.kind, e.object.name])).toEqual([
      ['folder.deleted', 'Structural'],
      ['folder.purged', 'Structural'],
    ]);
  });

  it('a folder inside one being deleted goes with it: asking to delete it is "Folder not found"', async () => {
    store.beingDeleted(structural._id);
    expect(await refusal(deleteFolder(pm, slabs._id, NOW))).toEqual({ kind: 'not-found', message: 'Folder not found' });
  });

  it('a role without the area may neither delete nor read the status', async () => {
    expect((await refusal(deleteFolder(caller('marketing'), structural._id, NOW))).kind).toBe('forbidden');
    expect((await refusal(getDeleteStatus(caller('site'), structural._id))).kind).toBe('forbidden');
    expect(store.folders.has(structural._id)).toBe(true);
  });
});

describe('deleting a large folder', () => {
  it('is binned in one step; its erase is queued and emptied in bounded steps, the status counting up', async () => {
    for (let n = 10; n < 10 + SYNC_DELETE_MAX_FILES; n++) store.addFile(fileId(n), `sheet ${n}.pdf`, slabs);
    const answer = await deleteFolder(pm, structural._id, NOW);
    expect(answer).toMatchObject({ message: 'Folder deleted successfully', deleteStatus: { totalFiles: 102 } });
    expect(store.folder(drawings._id).totalFileCount).toBe(1);
    expect(queued).toEqual([]);

    await eraseFolder(pm, store.bin.get(structural._id) as BinRecord, NOW);
    expect(await getDeleteStatus(pm, structural._id)).toMatchObject({ state: 'deleting', deletedFiles: 0 });
    const job = queued[0] as BackgroundJob;
    expect(await deleteFolderStep(job)).toBe(false);
    const midway = await getDeleteStatus(pm, structural._id);
    expect(midway.deletedFiles).toBeGreaterThan(0);
    expect(midway.deletedFiles).toBeLessThanOrEqual(100);
    let steps = 1;
    while (!(await deleteFolderStep(job))) steps++;
    expect(steps).toBeLessThan(10);
    expect(store.files.size).toBe(1);
    expect(store.folders.has(structural._id)).toBe(false);
    expect(store.bin.size).toBe(0);
    // A step of a job already finished is a no-op.
    expect(await deleteFolderStep(job)).toBe(true);
  });

  it('an untouched folder answers its totals as "active"', async () => {
    expect(await getDeleteStatus(pm, drawings._id)).toEqual({
      folderId: drawings._id,
      state: 'active',
      deletedFiles: 0,
      deletedFolders: 0,
      totalFiles: 3,
      totalFolders: 3,
    });
  });
});
