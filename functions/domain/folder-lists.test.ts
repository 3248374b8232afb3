/**
 * GET /api/folders in its forms: the tree of a module (leaving out what is being deleted with everything
 * below it), one level, the subfolders of a folder of the same area, and a refused cursor in words
 * (in-memory store; tests/integration/folders.test.ts keeps the real index and containers).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FolderTreeNode } from '#shared/models/documents.ts';
import type { ListFoldersQuery } from '#shared/schemas/folders.ts';
import type { FolderRecord } from '../data/folders.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('folders', 'containerLists');
const { listFolders } = await import('./folder-lists.ts');

const pm = caller('pm');
let drawings: FolderRecord;
let structural: FolderRecord;

const query = (q: Partial<ListFoldersQuery> = {}): ListFoldersQuery => ({
  module: 'plan',
  projectId: 'P1',
  hierarchical: false,
  parent_id: undefined,
  cursor: undefined,
  ...q,
});
const names = (nodes: FolderTreeNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.name]: names(n.children) } : n.name));

beforeEach(() => {
  ({ drawings, structural } = store.resetToDrawings());
  store.addFolder('01JD00000000000000000000F3', 'Slabs', structural);
  store.addFolder('01JD00000000000000000000F4', 'Architectural', drawings);
  store.addFolder('01JD00000000000000000000F5', 'Archive');
  store.addFolder('01JD00000000000000000000F6', 'Brochures', undefined, { projectId: 'P1', module: 'marketing' });
});

describe('listing folders', () => {
  it('the tree of a module, nested in tree order', async () => {
    const tree = await listFolders(pm, query({ view_mode: 'tree', hierarchical: true }));
    expect(names(tree as FolderTreeNode[])).toEqual([
      { Drawings: [{ Structural: ['Slabs'] }, 'Architectural'] },
      'Archive',
    ]);
  });

  it('a folder being deleted leaves the tree at once with everything below it', async () => {
    store.beingDeleted(structural._id);
    const tree = await listFolders(pm, query({ view_mode: 'tree', hierarchical: true }));
    expect(names(tree as FolderTreeNode[])).toEqual([{ Drawings: ['Architectural'] }, 'Archive']);
  });

  it('one level, the root, or the subfolders of a folder', async () => {
    const level2 = (await listFolders(pm, query({ level: 2 }))) as { name: string }[];
    expect(level2.map((f) => f.name)).toEqual(['Structural', 'Architectural']);
    const root = (await listFolders(pm, query({ parent_id: null }))) as { name: string }[];
    expect(root.map((f) => f.name)).toEqual(['Drawings', 'Archive']);
    const below = (await listFolders(pm, query({ parent_id: drawings._id }))) as { name: string }[];
    expect(below.map((f) => f.name)).toEqual(['Structural', 'Architectural']);
  });

  it('a parent of another area is refused; so is a role without the area', async () => {
    expect(
      await refusal(listFolders(caller('office'), query({ module: 'marketing', parent_id: drawings._id }))),
    ).toEqual({ kind: 'invalid', message: "The folder is not in this project's marketing area" });
    expect((await refusal(listFolders(caller('marketing'), query()))).kind).toBe('forbidden');
  });

  it('a cursor that is not this list\'s reads "Invalid cursor"', async () => {
    expect(await refusal(listFolders(pm, query({ parent_id: drawings._id, cursor: 'garbage' })))).toEqual({
      kind: 'invalid',
      message: 'Invalid cursor',
    });
  });
});
