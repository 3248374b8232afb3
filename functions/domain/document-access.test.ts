/**
 * The access rule of the document areas: a folder or file is judged by its own project and area; unknown
 * ids are 404, another project's 403, and what is being deleted counts as gone (in-memory store; the
 * contract walk in tests/integration/authorization-matrix.test.ts keeps the real thing).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FileRecord } from '../data/files.ts';
import type { FolderRecord } from '../data/folders.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('files', 'folders');
const { folderOfFile, loadFile, loadFolder, parseModule, resolveTarget } = await import('./document-access.ts');

const pm = caller('pm');
const FILE = '01JD0000000000000000000001';
let drawings: FolderRecord;

beforeEach(() => {
  store.reset();
  drawings = store.addFolder('01JD00000000000000000000F1', 'Drawings');
  store.addFile(FILE, 'S-201.pdf', drawings);
});

describe('document access', () => {
  it('a module must be one of the three areas', () => {
    expect(parseModule('construction')).toBe('construction');
    expect(() => parseModule('finance', 'target_module')).toThrow(
      'target_module must be one of: plan, marketing, construction',
    );
  });

  it('an id that is no ULID or names nothing is 404; a project not the caller’s is 403', async () => {
    expect(await refusal(loadFolder(pm, 'not-an-id'))).toEqual({ kind: 'not-found', message: 'Folder not found' });
    expect(await refusal(loadFile(pm, '01JD0000000000000000000009'))).toEqual({
      kind: 'not-found',
      message: 'File not found',
    });
    expect((await refusal(loadFile(caller('pm', ['P2']), FILE))).kind).toBe('forbidden');
    expect((await refusal(loadFolder(caller('marketing'), drawings._id))).kind).toBe('forbidden');
  });

  it('a folder being deleted is gone, unless asked for (its status); so are the files in it', async () => {
    store.beingDeleted(drawings._id);
    expect((await refusal(loadFolder(pm, drawings._id))).kind).toBe('not-found');
    await expect(loadFolder(pm, drawings._id, true)).resolves.toMatchObject({ name: 'Drawings' });
    const file = store.files.get(FILE) as FileRecord;
    expect(await refusal(folderOfFile(file))).toEqual({ kind: 'not-found', message: 'File not found' });
  });

  it('a file being deleted is served to no one, but a delete may finish it', async () => {
    store.markFileDeleting(store.files.get(FILE) as FileRecord, '2026-11-23T15:00:00.000Z');
    expect((await refusal(loadFile(pm, FILE))).kind).toBe('not-found');
    await expect(loadFile(pm, FILE, { deleting: true })).resolves.toMatchObject({ _id: FILE });
  });

  it('a target folder must be of the project and area the request names; the root needs the area', async () => {
    const place = { projectId: 'P1', module: 'plan' as const, folderId: drawings._id };
    await expect(resolveTarget(pm, place)).resolves.toMatchObject({ folder: { _id: drawings._id } });
    expect(await refusal(resolveTarget(caller('office'), { ...place, module: 'marketing' }))).toEqual({
      kind: 'invalid',
      message: 'The folder is not in the marketing area',
    });
    expect(await refusal(resolveTarget(caller('pm', ['P1', 'P2']), { ...place, projectId: 'P2' }))).toEqual({
      kind: 'invalid',
      message: 'The folder is not in this project',
    });
    await expect(resolveTarget(pm, { ...place, folderId: 'root' })).resolves.toMatchObject({ folder: undefined });
    expect((await refusal(resolveTarget(pm, { ...place, module: 'marketing', folderId: 'root' }))).kind).toBe(
      'forbidden',
    );
  });
});
