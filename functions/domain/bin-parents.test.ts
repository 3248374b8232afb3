/**
 * Which binned folder stands between a binned file or folder and its place, over the in-memory document
 * store: the bin list names it so the screen can offer "Restore the parent too".
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { binItem } from './test-support/bin-fixtures.ts';
import { store } from './test-support/document-store.ts';
import { addDrawingsTree, BIN_MARK, deleting } from './test-support/folder-fixtures.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('folders');
const parents = await import('./bin-parents.ts');

beforeEach(() => store.reset());

const binned = (id: string, fromFolderId?: string) => binItem(id, fromFolderId ? { fromFolderId } : {});

describe('binnedParents', () => {
  it('names the nearest binned folder of each former place: the folder itself, else its closest binned ancestor', async () => {
    addDrawingsTree(store);
    store.folder('F-drawings').binned = BIN_MARK;
    store.folder('F-level1').binned = BIN_MARK;
    const found = await parents.binnedParents([
      binned('A-101.pdf', 'F-electrical'),
      binned('Level 1 plan.pdf', 'F-level1'),
      binned('Spec.pdf', 'F-specs'),
      binned('Root.pdf', 'root'),
      binned('Task'),
    ]);
    expect(Object.fromEntries(found)).toEqual({ 'A-101.pdf': 'F-level1', 'Level 1 plan.pdf': 'F-level1' });
  });

  it('a folder being erased is no parent to restore, nor is anything below it', async () => {
    const drawings = store.addFolder('F-drawings', 'Drawings');
    store.addFolder('F-level1', 'Level 1', drawings);
    store.folder('F-drawings').binned = BIN_MARK;
    store.folder('F-drawings').deleteStatus = deleting('F-drawings');
    const found = await parents.binnedParents([binned('A.pdf', 'F-drawings'), binned('B.pdf', 'F-level1')]);
    expect(found.size).toBe(0);
  });

  it('reads nothing when no record of the page was in a folder', async () => {
    expect((await parents.binnedParents([binned('Root.pdf', 'root'), binned('Task')])).size).toBe(0);
  });
});

describe('withParentBin', () => {
  it('adds the parent bin id only to the entries that wait for one', () => {
    const entry = binned('A.pdf', 'F-level1');
    const map = new Map([['A.pdf', 'F-level1']]);
    expect(parents.withParentBin(entry, map)).toEqual({ ...entry, parentBinId: 'F-level1' });
    expect(parents.withParentBin(binned('B.pdf'), map)).toEqual(binned('B.pdf'));
  });
});
