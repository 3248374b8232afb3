/**
 * A folder to the recycle bin and back (docs/data-model.md#recycle-bin): it leaves its parent's list, name
 * and counters at once with all it holds, and comes back with them, counters included, under its parent,
 * at the area root when asked, or under a " (restored)" name when its own was taken meanwhile; when its
 * path changed, the folders below it follow. Against the in-memory document store
 * (tests/integration/recycle-bin.test.ts keeps the real table).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_PARENT_GONE } from '#shared/models/recycle-bin.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

/** The folders whose paths below were rewritten after their restore. */
const rewritten: string[] = [];
vi.mock('./folder-paths.ts', () => ({ finishPathRewrite: async (id: string) => void rewritten.push(id) }));
fakeDocumentStore('folders', 'folderBin');

const { binFolderById, restoreFolder } = await import('./folder-bin.ts');

const NOW = new Date('2026-11-27T15:00:00.000Z');
const LATER = new Date('2026-11-28T09:00:00.000Z');
const pm = caller('pm');
/** Drawings > Level 1 > Electrical in the plan area of P1 (ids are ULIDs: loadFolder reads no other). */
function addTree() {
  const drawings = store.addFolder('01JD00000000000000000000A1', 'Drawings');
  const level1 = store.addFolder('01JD00000000000000000000A2', 'Level 1', drawings);
  return { drawings, level1, electrical: store.addFolder('01JD00000000000000000000A3', 'Electrical', level1) };
}
let tree: ReturnType<typeof addTree>;
const counters = (id: string) => {
  const { fileCount, totalFileCount, subfolderCount, descendantFolders } = store.folder(id);
  return { fileCount, totalFileCount, subfolderCount, descendantFolders };
};
const binOf = (id: string) => store.bin.get(id) as BinRecord;

beforeEach(() => {
  store.reset();
  tree = addTree();
  store.addFile('FILE1', 'E-201.pdf', tree.electrical);
  rewritten.length = 0;
});

describe('binFolderById', () => {
  it('takes the folder and all it holds out of its parent’s counters, into the bin, with its contents told', async () => {
    const before = counters(tree.drawings._id);
    await binFolderById(pm, tree.level1._id, NOW);
    expect(counters(tree.drawings._id)).toEqual({
      ...before,
      totalFileCount: before.totalFileCount - 1,
      subfolderCount: before.subfolderCount - 1,
      descendantFolders: before.descendantFolders - 2,
    });
    expect(binOf(tree.level1._id)).toMatchObject({
      kind: 'folder',
      name: 'Level 1',
      place: 'Plan File / Drawings',
      fromFolderId: tree.drawings._id,
      contains: { files: 1, folders: 1 },
      purgeAt: '2026-12-27T15:00:00.000Z',
    });
    // nothing below it is written
    expect(counters(tree.electrical._id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(store.activity.map((e) => [e.kind, e.object.name, e.detail])).toEqual([
      ['folder.deleted', 'Level 1', 'with 1 file'],
    ]);
  });

  it('a folder below a binned one is already gone (404)', async () => {
    await binFolderById(pm, tree.drawings._id, NOW);
    expect(await refusal(binFolderById(pm, tree.electrical._id, NOW))).toEqual({
      kind: 'not-found',
      message: 'Folder not found',
    });
  });
});

describe('restoreFolder', () => {
  it('comes back under its parent as it was, counters included, and its bin item goes', async () => {
    const before = counters(tree.drawings._id);
    await binFolderById(pm, tree.level1._id, NOW);
    const folder = await restoreFolder(pm, binOf(tree.level1._id), false, LATER);
    expect(folder).toMatchObject({ name: 'Level 1', parent_id: tree.drawings._id, level: 2 });
    expect(counters(tree.drawings._id)).toEqual(before);
    expect(store.bin.has(tree.level1._id)).toBe(false);
    expect(store.folder(tree.level1._id).binned).toBeUndefined();
    expect(rewritten).toEqual([]);
    expect(store.activity.at(-1)).toMatchObject({ kind: 'folder.restored', place: 'Plan File / Drawings' });
    expect(store.activity.at(-1)).not.toHaveProperty('detail');
  });

  it('with its parent in the bin: 409 unless to the area root, where the folders below follow its new path', async () => {
    await binFolderById(pm, tree.level1._id, NOW);
    await binFolderById(pm, tree.drawings._id, NOW);
    expect(await refusal(restoreFolder(pm, binOf(tree.level1._id), false, LATER))).toEqual({
      kind: 'conflict',
      message: RESTORE_PARENT_GONE,
    });
    const folder = await restoreFolder(pm, binOf(tree.level1._id), true, LATER);
    expect(folder).toMatchObject({ name: 'Level 1', parent_id: null, level: 1 });
    expect(store.folder(tree.level1._id)).toMatchObject({ ancestors: [], pathsToRewrite: LATER.toISOString() });
    expect(rewritten).toEqual([tree.level1._id]);
    expect(store.activity.at(-1)?.detail).toBe('to the area root');
  });

  it('keeps both when its name was taken meanwhile: "Level 1 (restored)", then "(restored 2)"', async () => {
    await binFolderById(pm, tree.level1._id, NOW);
    store.addFolder('01JD00000000000000000000A4', 'Level 1', store.folder(tree.drawings._id));
    store.addFolder('01JD00000000000000000000A5', 'level 1 (RESTORED)', store.folder(tree.drawings._id));
    const folder = await restoreFolder(pm, binOf(tree.level1._id), false, LATER);
    expect(folder.name).toBe('Level 1 (restored 2)');
    expect(store.activity.at(-1)?.detail).toBe('as Level 1 (restored 2)');
    expect(rewritten).toEqual([tree.level1._id]);
  });

  it('a folder no longer in the bin is 404', async () => {
    await binFolderById(pm, tree.level1._id, NOW);
    const bin = binOf(tree.level1._id);
    await restoreFolder(pm, bin, false, LATER);
    expect(await refusal(restoreFolder(pm, bin, false, LATER))).toEqual({
      kind: 'not-found',
      message: 'Not in the recycle bin',
    });
  });
});
