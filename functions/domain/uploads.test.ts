/**
 * Uploads straight to storage: the checks before a pending upload is recorded, the size check and the one
 * transaction that records the file on completion, a version upload, and completing twice. The table and
 * the bucket are the in-memory document store (tests/integration/uploads.test.ts keeps S3 and DynamoDB).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PENDING_UPLOADS_PER_PROJECT } from '#shared/documents.ts';
import type { StartUploadBody } from '#shared/schemas/files.ts';
import type { FolderRecord } from '../data/folders.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('files', 'folders', 'fileVersions', 'uploads', 'objects', 'transfers');
const { completeUpload, startUpload, TOO_LARGE, TOO_MANY_PENDING, UPLOAD_NOT_FOUND } = await import('./uploads.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const pm = caller('pm');
const FILE = '01JD0000000000000000000001';
let structural: FolderRecord;

const start = (extra: Partial<StartUploadBody> = {}, who = pm) =>
  startUpload(
    who,
    {
      module: 'plan',
      projectId: 'P1',
      folderId: structural._id,
      fileName: 'S-301.pdf',
      size: 1200,
      contentType: 'application/pdf',
      author: 'Ada Architect',
      source: 'folder',
      ...extra,
    } as StartUploadBody,
    NOW,
  );
/** The browser's PUT to the presigned URL: `size` bytes land at the pending key. */
const send = (uploadId: string, size = 1200) => store.objects.set(`uploads/pending/${uploadId}`, size);

beforeEach(() => {
  ({ structural } = store.resetToDrawings());
  store.addFile(FILE, 'S-201.pdf', structural);
});

describe('uploading a new file', () => {
  it('a small file is one presigned PUT; completing records it, counted in its folders, bytes moved', async () => {
    const started = await start();
    expect(started).toMatchObject({ mode: 'single', method: 'PUT', headers: { 'Content-Type': 'application/pdf' } });
    send(started.uploadId);
    const file = await completeUpload(pm, started.uploadId, {}, NOW);
    expect(file).toMatchObject({ _id: started.uploadId, original_name: 'S-301.pdf', folderId: structural._id });
    expect(store.folder(structural._id)).toMatchObject({ fileCount: 2, totalFileCount: 2 });
    expect(store.objects.has(`files/${started.uploadId}`)).toBe(true);
    expect(store.objects.has(`uploads/pending/${started.uploadId}`)).toBe(false);
    expect(store.uploads.size).toBe(0);
    expect(store.activity.map((e) => [e.kind, e.object.name])).toEqual([['file.uploaded', 'S-301.pdf']]);
  });

  it('completing twice (a retry, a second tab) answers the same file and counts it once', async () => {
    const started = await start();
    send(started.uploadId);
    const first = await completeUpload(pm, started.uploadId, {}, NOW);
    expect(await completeUpload(pm, started.uploadId, {}, NOW)).toEqual(first);
    expect(store.folder(structural._id).fileCount).toBe(2);
  });

  it('R6 (review of 2026-11-27): completing again after the file went to the recycle bin answers 404, not the binned file', async () => {
    const started = await start();
    send(started.uploadId);
    await completeUpload(pm, started.uploadId, {}, NOW);
    const record = store.files.get(started.uploadId);
    if (!record) throw new Error('not recorded');
    record.binned = {
      deletedAt: NOW.toISOString(),
      deletedBy: { id: pm.userId, name: 'PM' },
      purgeAt: NOW.toISOString(),
    };
    expect(await refusal(completeUpload(pm, started.uploadId, {}, NOW))).toEqual({
      kind: 'not-found',
      message: UPLOAD_NOT_FOUND,
    });
  });

  it('before the bytes arrive it cannot complete; other bytes than declared discard the upload', async () => {
    const started = await start();
    expect(await refusal(completeUpload(pm, started.uploadId, {}, NOW))).toMatchObject({ kind: 'invalid' });
    send(started.uploadId, 999);
    expect(await refusal(completeUpload(pm, started.uploadId, {}, NOW))).toEqual({
      kind: 'invalid',
      message: 'The uploaded file has 999 bytes, not the 1200 declared. Please upload it again.',
    });
    expect(store.uploads.size).toBe(0);
    expect(store.objects.has(`uploads/pending/${started.uploadId}`)).toBe(false);
  });

  it('refused at the start: an empty or too large file, too many pending in the project', async () => {
    expect((await refusal(start({ size: 0 }))).kind).toBe('invalid');
    expect(await refusal(start({ size: 6 * 1024 ** 4 }))).toEqual({ kind: 'too-large', message: TOO_LARGE });
    for (let i = 0; i < MAX_PENDING_UPLOADS_PER_PROJECT; i++) await start();
    expect(await refusal(start())).toEqual({ kind: 'rate-limited', message: TOO_MANY_PENDING });
  });

  it("someone else's upload cannot be completed; the folder gone meanwhile discards it", async () => {
    const started = await start();
    send(started.uploadId);
    expect(await refusal(completeUpload(caller('pm', ['P1'], 'U2'), started.uploadId, {}, NOW))).toEqual({
      kind: 'forbidden',
      message: 'This upload was started by someone else',
    });
    store.beingDeleted(structural._id);
    expect(await refusal(completeUpload(pm, started.uploadId, {}, NOW))).toEqual({
      kind: 'not-found',
      message: 'Folder not found',
    });
    expect(store.uploads.size).toBe(0);
    expect(await refusal(completeUpload(pm, started.uploadId, {}, NOW))).toEqual({
      kind: 'not-found',
      message: UPLOAD_NOT_FOUND,
    });
  });
});

describe('uploading a new version', () => {
  it('must go to the folder of the file it replaces', async () => {
    expect(await refusal(start({ versionOf: FILE, folderId: 'root' }))).toEqual({
      kind: 'invalid',
      message: 'A new version must be uploaded to the folder of the file it replaces',
    });
  });

  it('becomes the next version with its note; completing again answers the same file', async () => {
    const started = await start({ versionOf: FILE, versionNote: 'Rev B', fileName: 'S-201 rev B.pdf' });
    send(started.uploadId);
    const file = await completeUpload(pm, started.uploadId, {}, NOW);
    expect(file).toMatchObject({ _id: FILE, version: 2, version_note: 'Rev B', original_name: 'S-201.pdf' });
    expect(store.folder(structural._id).fileCount).toBe(1);
    expect(store.uploads.get(started.uploadId)?.confirmedFile).toBe(FILE);
    expect(await completeUpload(pm, started.uploadId, {}, NOW)).toEqual(file);
    expect(store.activity.map((e) => [e.kind, e.detail])).toEqual([['file.versioned', 'v2: Rev B']]);
  });
});
