/**
 * Recording a new file: counted into its folder and every ancestor with its entry; when the folder is gone
 * or being deleted, the bytes already stored are removed and the answer is "Folder not found".
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FileRecord } from '../data/files.ts';
import type { FolderRecord } from '../data/folders.ts';
import type { PendingUpload } from '../data/uploads.ts';
import { fileEntry } from './document-activity.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('files', 'objects');
const { commitNewFile } = await import('./file-commit.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
let drawings: FolderRecord;
let structural: FolderRecord;
const record = (folder: FolderRecord): FileRecord => ({
  _id: '01JD0000000000000000000005',
  original_name: 'S-501.pdf',
  author: '',
  size: 10,
  format: 'PDF',
  contentType: 'application/pdf',
  upload_date: NOW.toISOString(),
  upload_by: 'Pat Morgan',
  upload_by_id: 'U1',
  module: 'plan',
  projectId: 'P1',
  folderId: folder._id,
  s3Key: 'files/01JD0000000000000000000005',
});
const entry = (file: FileRecord) => fileEntry(caller('pm'), NOW, 'file.uploaded', file, structural);

beforeEach(() => {
  ({ drawings, structural } = store.resetToDrawings());
});

describe('recording a new file', () => {
  it('counts it in its folder and every ancestor, with its entry, and consumes its upload once', async () => {
    store.uploads.set('UP1', { _id: 'UP1' } as PendingUpload);
    const file = record(structural);
    await commitNewFile(file, structural, entry(file), 'UP1');
    expect(store.folder(structural._id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(store.folder(drawings._id)).toMatchObject({ fileCount: 0, totalFileCount: 1 });
    expect(store.activity.map((e) => e.kind)).toEqual(['file.uploaded']);
    const again = { ...file, _id: '01JD0000000000000000000006' };
    await expect(commitNewFile(again, structural, entry(again), 'UP1')).rejects.toMatchObject({
      kind: 'conflict',
      subject: 'upload',
    });
    expect(store.folder(structural._id).fileCount).toBe(1);
  });

  it('into a folder being deleted: the stored bytes are removed and the answer is "Folder not found"', async () => {
    store.beingDeleted(drawings._id);
    const file = record(structural);
    store.objects.set(file.s3Key, file.size);
    expect(await refusal(commitNewFile(file, structural, entry(file)))).toEqual({
      kind: 'not-found',
      message: 'Folder not found',
    });
    expect(store.objects.has(file.s3Key)).toBe(false);
    expect(store.files.size).toBe(0);
  });
});
