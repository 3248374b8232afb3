/**
 * The chains of many folders at once, over the in-memory document store (test-support/document-store.ts):
 * what the recycle bin and the activity log read to decide whether a place still stands.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FolderRecord } from '../data/folders.ts';
import { fakeData, store } from './test-support/document-store.ts';
import { addDrawingsTree, BIN_MARK, deleting } from './test-support/folder-fixtures.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

const reads = vi.spyOn(fakeData.folders, 'folderRecords');
fakeDocumentStore('folders');
const chains = await import('./folder-chains.ts');

beforeEach(() => {
  store.reset();
  reads.mockClear();
});

const ids = (chain: FolderRecord[] | undefined) => chain?.map((f) => f.name);

describe('folderChains', () => {
  it('gives each folder with its ancestors, nearest last, in two reads whatever the number of folders', async () => {
    addDrawingsTree(store);
    const found = await chains.folderChains(['F-electrical', 'F-specs', 'F-electrical']);
    expect(ids(found.get('F-electrical'))).toEqual(['Electrical', 'Drawings', 'Level 1']);
    expect(ids(found.get('F-specs'))).toEqual(['Specs']);
    expect(reads.mock.calls).toEqual([[['F-electrical', 'F-specs']], [['F-drawings', 'F-level1']]]);
    expect([...found.values()].every(chains.chainStands)).toBe(true);
  });

  it('a folder that does not exist has an empty chain; the ancestors of a gone one are not read', async () => {
    const drawings = store.addFolder('F-drawings', 'Drawings');
    store.addFolder('F-level1', 'Level 1', drawings);
    store.folder('F-drawings').binned = BIN_MARK;
    const found = await chains.folderChains(['F-nowhere', 'F-drawings']);
    expect(found.get('F-nowhere')).toEqual([]);
    expect(ids(found.get('F-drawings'))).toEqual(['Drawings']);
    expect(reads.mock.calls).toEqual([[['F-nowhere', 'F-drawings']], [[]]]);
    expect(chains.chainStands([])).toBe(false);
  });
});

describe('chainStands', () => {
  it('a folder below a binned, deleting or missing ancestor does not stand, though its own item says nothing', async () => {
    const drawings = store.addFolder('F-drawings', 'Drawings');
    store.addFolder('F-level1', 'Level 1', drawings);
    const specs = store.addFolder('F-specs', 'Specs');
    store.addFolder('F-sections', 'Sections', specs);
    const erased = store.addFolder('F-erased', 'Erased');
    store.addFolder('F-orphan', 'Orphan', erased);
    store.folder('F-drawings').binned = BIN_MARK;
    store.folder('F-specs').deleteStatus = deleting('F-specs');
    store.folders.delete('F-erased');
    const found = await chains.folderChains(['F-level1', 'F-sections', 'F-orphan']);
    expect(chains.chainStands(found.get('F-level1') ?? [])).toBe(false);
    expect(chains.chainStands(found.get('F-sections') ?? [])).toBe(false);
    expect(ids(found.get('F-orphan'))).toEqual(['Orphan']);
    expect(chains.chainStands(found.get('F-orphan') ?? [])).toBe(false);
    store.folder('F-drawings').binned = undefined;
    expect(chains.chainStands((await chains.folderChains(['F-level1'])).get('F-level1') ?? [])).toBe(true);
  });
});
