/**
 * Creating and renaming folders: depth, unique names among siblings, the counters of every ancestor and
 * the breadcrumbs below a renamed folder, against the in-memory document store
 * (tests/integration/folders.test.ts keeps the real table).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FolderRecord } from '../data/folders.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('folders', 'folderCreate', 'folderRename');
const { createFolder, getBreadcrumbs, renameFolder, TOO_DEEP } = await import('./folders.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const office = caller('office');
let drawings: FolderRecord;
let structural: FolderRecord;

const create = (name: string, parent?: FolderRecord, module: 'plan' | 'marketing' = 'plan') =>
  createFolder(office, { name, module, projectId: 'P1', parent_id: parent?._id ?? null }, NOW);

beforeEach(() => {
  ({ drawings, structural } = store.resetToDrawings());
});

describe('creating a folder', () => {
  it('one level below its parent, counted in the parent and every ancestor, with an entry', async () => {
    const slabs = await create('Slabs', structural);
    expect(slabs).toMatchObject({ level: 3, parent_id: structural._id, fileCount: 0, totalFileCount: 0 });
    expect(store.folder(structural._id)).toMatchObject({ subfolderCount: 1, descendantFolders: 1 });
    expect(store.folder(drawings._id)).toMatchObject({ subfolderCount: 1, descendantFolders: 2 });
    expect(store.folder(slabs._id).ancestors.map((a) => a.name)).toEqual(['Drawings', 'Structural']);
    expect(store.activity.map((e) => [e.kind, e.object.name, e.place])).toEqual([
      ['folder.created', 'Slabs', 'Plan File / Drawings / Structural'],
    ]);
  });

  it('never deeper than three levels', async () => {
    const slabs = await create('Slabs', structural);
    expect(await refusal(create('Level 4', store.folder(slabs._id)))).toEqual({ kind: 'invalid', message: TOO_DEEP });
  });

  it('a sibling name, in any case, is taken; the same name elsewhere is not', async () => {
    expect(await refusal(create('STRUCTURAL', drawings))).toEqual({
      kind: 'conflict',
      message: 'A folder named "STRUCTURAL" already exists here',
    });
    await expect(create('Structural')).resolves.toMatchObject({ level: 1, parent_id: null });
    expect(store.folder(drawings._id).subfolderCount).toBe(1);
  });

  it('the parent must be of the same area, and in a folder being deleted nothing is created', async () => {
    expect(await refusal(create('Ads', drawings, 'marketing'))).toEqual({
      kind: 'invalid',
      message: 'The parent folder is not in the marketing area',
    });
    store.beingDeleted(structural._id);
    expect(await refusal(create('Slabs', structural))).toEqual({ kind: 'not-found', message: 'Folder not found' });
  });
});

describe('renaming a folder', () => {
  it('every folder below shows the new name in its breadcrumbs', async () => {
    const slabs = await create('Slabs', structural);
    const renamed = await renameFolder(office, drawings._id, { name: 'Issued drawings' }, NOW);
    expect(renamed).toMatchObject({ name: 'Issued drawings', updatedAt: NOW.toISOString() });
    expect((await getBreadcrumbs(office, slabs._id)).map((b) => b.name)).toEqual([
      'Issued drawings',
      'Structural',
      'Slabs',
    ]);
    expect(store.activity.at(-1)).toMatchObject({ kind: 'folder.renamed', detail: 'was Drawings' });
  });

  it('to a sibling name is a conflict; the same name is no change', async () => {
    await create('Architectural', drawings);
    expect(await refusal(renameFolder(office, structural._id, { name: 'architectural' }, NOW))).toEqual({
      kind: 'conflict',
      message: 'A folder named "architectural" already exists here',
    });
    const before = store.activity.length;
    await expect(renameFolder(office, structural._id, { name: 'Structural' }, NOW)).resolves.toMatchObject({
      name: 'Structural',
    });
    expect(store.activity.length).toBe(before);
  });

  it('a role without the area may not rename', async () => {
    expect((await refusal(renameFolder(caller('marketing'), drawings._id, { name: 'X' }, NOW))).kind).toBe('forbidden');
    expect(store.folder(drawings._id).name).toBe('Drawings');
  });
});
