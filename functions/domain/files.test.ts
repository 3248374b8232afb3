/**
 * Moving, copying and deleting files: the folder counters of both places, the activity entries each side
 * may read, and the guards, against the in-memory document store (tests/integration/files.test.ts and
 * folder-counters.test.ts keep the real table).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FileRecord } from '../data/files.ts';
import type { FolderRecord } from '../data/folders.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('files', 'folders', 'fileVersions', 'activityLog', 'objects', 'transfers');
const { copyFile, deleteFile, fileUrl, moveFile } = await import('./files.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const pm = caller('pm');
const FILE = '01JD0000000000000000000001';
let drawings: FolderRecord;
let structural: FolderRecord;
let archive: FolderRecord;

const stored = () => store.files.get(FILE) as FileRecord;
const counts = (f: FolderRecord) => {
  const { fileCount, totalFileCount, subfolderCount, descendantFolders } = store.folder(f._id);
  return { fileCount, totalFileCount, subfolderCount, descendantFolders };
};
const to = (folder: FolderRecord | 'root', module = 'plan', project = 'P1') => ({
  project_id: project,
  target_module: module as 'plan',
  target_folder_id: folder === 'root' ? 'root' : folder._id,
});

beforeEach(() => {
  ({ drawings, structural } = store.resetToDrawings());
  archive = store.addFolder('01JD00000000000000000000F3', 'Archive');
  store.addFile(FILE, 'S-201.pdf', structural);
});

describe('moving a file', () => {
  it('counts it out of the old folder and its ancestors and into the new ones, in one write', async () => {
    const moved = await moveFile(pm, 'plan', FILE, to(archive), NOW);
    expect(moved.folderId).toBe(archive._id);
    expect(counts(structural)).toMatchObject({ fileCount: 0, totalFileCount: 0 });
    expect(counts(drawings)).toMatchObject({ fileCount: 0, totalFileCount: 0, subfolderCount: 1 });
    expect(counts(archive)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(store.activity.map((e) => [e.kind, e.place, e.detail])).toEqual([
      ['file.moved', 'Plan File / Drawings / Structural', 'to Plan File / Archive'],
    ]);
  });

  it('to the same place is no change: no counters, no entry', async () => {
    await moveFile(pm, 'plan', FILE, to(structural), NOW);
    expect(counts(structural)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(store.activity).toEqual([]);
  });

  it('to another area: an entry in each log, naming only "another area" to the other side', async () => {
    const office = caller('office');
    await moveFile(office, 'plan', FILE, to('root', 'marketing'), NOW);
    expect(store.files.get(FILE)).toMatchObject({ module: 'marketing', folderId: 'root' });
    expect(counts(drawings).totalFileCount).toBe(0);
    expect(store.activity.map((e) => [e.area, e.detail])).toEqual([
      ['plan', 'to another area'],
      ['marketing', 'from another area'],
    ]);
  });

  it('into a folder being deleted is "Folder not found", and nothing moves', async () => {
    store.beingDeleted(archive._id);
    expect(await refusal(moveFile(pm, 'plan', FILE, to(archive), NOW))).toEqual({
      kind: 'not-found',
      message: 'Folder not found',
    });
    expect(store.files.get(FILE)?.folderId).toBe(structural._id);
    expect(counts(drawings).totalFileCount).toBe(1);
  });

  it('a role without the target area, or a project not theirs, is refused before anything changes', async () => {
    expect((await refusal(moveFile(pm, 'plan', FILE, to('root', 'marketing'), NOW))).kind).toBe('forbidden');
    expect((await refusal(moveFile(caller('pm', ['P2']), 'plan', FILE, to(archive), NOW))).kind).toBe('forbidden');
    expect(store.files.get(FILE)?.folderId).toBe(structural._id);
  });
});

describe('copying a file', () => {
  it('makes a new file with its own object in the target; the source and its counters stay', async () => {
    const copy = await copyFile(pm, 'plan', FILE, to(archive), NOW);
    expect(copy._id).not.toBe(FILE);
    expect(copy).toMatchObject({ folderId: archive._id, original_name: 'S-201.pdf', upload_by: 'Pat Morgan' });
    expect(store.objects.has(`files/${copy._id}`)).toBe(true);
    expect(counts(structural).fileCount).toBe(1);
    expect(counts(archive).fileCount).toBe(1);
    expect(store.activity.map((e) => [e.kind, e.object.id, e.detail])).toEqual([
      ['file.copied', copy._id, 'from Plan File / Drawings / Structural'],
    ]);
  });

  it('refuses a file over 5 GB, and a file whose bytes are gone is "File not found"', async () => {
    store.files.set(FILE, { ...stored(), size: 5_000_000_001 });
    expect(await refusal(copyFile(pm, 'plan', FILE, to(archive), NOW))).toEqual({
      kind: 'too-large',
      message: 'Files larger than 5 GB cannot be copied.',
    });
    store.files.set(FILE, { ...stored(), size: 10 });
    store.objects.clear();
    expect(await refusal(copyFile(pm, 'plan', FILE, to(archive), NOW))).toEqual({
      kind: 'not-found',
      message: 'File not found',
    });
    expect(counts(archive).fileCount).toBe(0);
  });
});

describe('deleting a file', () => {
  it('moves it to the recycle bin: counted out of its folders with one entry, its objects kept for a restore', async () => {
    const objects = store.objects.size;
    expect(await deleteFile(pm, 'plan', FILE, NOW)).toEqual({ message: 'File deleted successfully' });
    expect(store.files.get(FILE)?.binned).toEqual({
      deletedAt: NOW.toISOString(),
      deletedBy: { id: pm.userId, name: pm.name },
      purgeAt: '2026-12-23T15:00:00.000Z',
    });
    expect(store.bin.get(FILE)).toMatchObject({ kind: 'file', place: 'Plan File / Drawings / Structural' });
    expect(store.objects.size).toBe(objects);
    expect(counts(structural)).toMatchObject({ fileCount: 0, totalFileCount: 0 });
    expect(counts(drawings).totalFileCount).toBe(0);
    expect(store.activity.map((e) => e.kind)).toEqual(['file.deleted']);
    expect(await refusal(fileUrl(pm, 'plan', FILE, 'inline', NOW))).toEqual({
      kind: 'not-found',
      message: 'File not found',
    });
    expect(await refusal(deleteFile(pm, 'plan', FILE, NOW))).toEqual({ kind: 'not-found', message: 'File not found' });
  });

  it('a delete cut short hides the file from everyone, and the next delete finishes it', async () => {
    store.markFileDeleting(stored(), NOW.toISOString());
    expect(await refusal(fileUrl(pm, 'plan', FILE, 'inline', NOW))).toEqual({
      kind: 'not-found',
      message: 'File not found',
    });
    await deleteFile(pm, 'plan', FILE, NOW);
    expect(store.files.has(FILE)).toBe(false);
    expect(counts(structural).fileCount).toBe(0);
  });
});
