/**
 * Restoring an item of the recycle bin (docs/data-model.md#recycle-bin): the bin's access rule first, then
 * the restore of the item's kind; a folder restored already whose folders below still wait for their new
 * paths is finished and answered again instead of 404. Against the in-memory document store and bin
 * (folder-bin.test.ts and task-restore.test.ts test each kind's restore; tests/integration/recycle-bin.test.ts
 * keeps the real table).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SECTION_ACCESS } from '#shared/roles.ts';
import { bin, binItem } from './test-support/bin-fixtures.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { BIN_MARK } from './test-support/folder-fixtures.ts';
import { pathSteps } from './test-support/folder-paths-fake.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

vi.mock('../data/projects.ts', () => ({ getProject: async (id: string) => (id === 'P1' ? { _id: id } : undefined) }));
vi.mock('../data/recycle-bin.ts', async (original) => ({
  ...(await original<object>()),
  ...(await import('./test-support/bin-fixtures.ts')).fakeBin,
}));
vi.mock('../data/folder-paths.ts', async (original) => {
  const real = await original<typeof import('../data/folder-paths.ts')>();
  return { ...real, ...(await import('./test-support/folder-paths-fake.ts')).fakeFolderPaths(real) };
});
vi.mock('../commons/job-queue.ts', () => ({ enqueueJob: async () => undefined }));
fakeDocumentStore('folders', 'folderBin');

const { restoreBinItem } = await import('./bin-restore.ts');

const NOW = new Date('2026-11-28T09:00:00.000Z');
const DRAWINGS = '01JD00000000000000000000B1';
const LEVEL1 = '01JD00000000000000000000B2';
const pm = caller('pm');

/** Drawings (binned, with Level 1 in it) and its bin item, as binFolderById leaves them. */
beforeEach(() => {
  store.reset();
  pathSteps.rewrites.length = 0;
  const drawings = store.addFolder(DRAWINGS, 'Drawings');
  store.addFolder(LEVEL1, 'Level 1', drawings);
  store.folder(DRAWINGS).binned = BIN_MARK;
  const item = binItem(DRAWINGS, { kind: 'folder', name: 'Drawings', contains: { files: 0, folders: 1 } });
  bin.items = [item];
  store.bin.set(DRAWINGS, item);
});

describe('restoreBinItem', () => {
  it('restores a folder by its kind’s restore, under a new name when its own was taken meanwhile', async () => {
    store.addFolder('01JD00000000000000000000B3', 'Drawings');
    expect(await restoreBinItem(pm, 'P1', DRAWINGS, {}, NOW)).toMatchObject({
      _id: DRAWINGS,
      name: 'Drawings (restored)',
    });
    expect(store.folder(LEVEL1).ancestors.map((a) => a.name)).toEqual(['Drawings (restored)']);
  });

  it('asked again while the folders below still wait for their paths, finishes them and answers the folder', async () => {
    store.addFolder('01JD00000000000000000000B3', 'Drawings');
    pathSteps.failNext = new Error('the function stopped');
    await restoreBinItem(pm, 'P1', DRAWINGS, {}, NOW);
    bin.items = []; // the restore's transaction took its bin item
    expect(store.folder(LEVEL1).ancestors.map((a) => a.name)).toEqual(['Drawings']);
    expect(await restoreBinItem(pm, 'P1', DRAWINGS, {}, NOW)).toMatchObject({ name: 'Drawings (restored)' });
    expect(store.folder(LEVEL1).ancestors.map((a) => a.name)).toEqual(['Drawings (restored)']);
    expect(await refusal(restoreBinItem(pm, 'P1', DRAWINGS, {}, NOW))).toEqual({
      kind: 'not-found',
      message: 'Not in the recycle bin',
    });
  });

  it('the bin’s access rule comes first: a role outside the area is 403 and nothing comes back', async () => {
    expect(await refusal(restoreBinItem(caller('site'), 'P1', DRAWINGS, {}, NOW))).toEqual({
      kind: 'forbidden',
      message: NO_SECTION_ACCESS,
    });
    expect(store.folder(DRAWINGS).binned).toEqual(BIN_MARK);
  });
});
