/**
 * POST /api/upload/{module}, the multipart upload for small files: one file per form, at most 4 MB, the
 * form's fields checked as the browser checks them, the file stored where the form says (in-memory store
 * and bucket; tests/integration/uploads.test.ts keeps the real endpoint).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FolderRecord } from '../data/folders.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('files', 'folders', 'objects');
const { DIRECT_UPLOAD_TOO_LARGE, uploadFileDirect } = await import('./direct-upload.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const PROJECT = '01JD0000000000000000000P01';
const pm = caller('pm', [PROJECT]);
let structural: FolderRecord;

const pdf = (filename: string, size = 16) => ({
  field: 'file',
  filename,
  contentType: 'application/pdf',
  data: Buffer.concat([Buffer.from('%PDF-1.7 '), Buffer.alloc(Math.max(0, size - 9), 32)]),
});
const form = (files: ReturnType<typeof pdf>[], fields: Record<string, string> = {}) => ({
  fields: { projectId: PROJECT, folderId: structural._id, author: 'Ada Architect', ...fields },
  files,
});

beforeEach(() => {
  store.reset();
  structural = store.addFolder('01JD00000000000000000000F2', 'Structural', undefined, {
    projectId: PROJECT,
    module: 'plan',
  });
});

describe('the direct upload', () => {
  it('stores the file in the folder the form names, with the name the browser sent (%22 is a quote)', async () => {
    const file = await uploadFileDirect(pm, 'plan', form([pdf('S-201 %22slab%22.pdf')]), NOW);
    expect(file).toMatchObject({
      original_name: 'S-201 "slab".pdf',
      folderId: structural._id,
      author: 'Ada Architect',
    });
    expect(store.folder(structural._id).fileCount).toBe(1);
    expect(store.objects.get(`files/${file._id}`)).toBe(16);
  });

  it('one file per upload, at most 4 MB', async () => {
    expect(await refusal(uploadFileDirect(pm, 'plan', form([pdf('a.pdf'), pdf('b.pdf')]), NOW))).toEqual({
      kind: 'invalid',
      message: 'Send one file per upload',
    });
    expect(await refusal(uploadFileDirect(pm, 'plan', form([pdf('big.pdf', 4 * 1024 ** 2 + 1)]), NOW))).toEqual({
      kind: 'too-large',
      message: DIRECT_UPLOAD_TOO_LARGE,
    });
    expect(store.files.size).toBe(0);
  });

  it('the form is checked as the browser checks it; the folder must be of the area in the path', async () => {
    expect((await refusal(uploadFileDirect(pm, 'plan', form([pdf('a.pdf')], { source: 'camera' }), NOW))).message).toBe(
      'source must be one of: folder, standalone',
    );
    expect(
      await refusal(uploadFileDirect(caller('office', [PROJECT]), 'marketing', form([pdf('a.pdf')]), NOW)),
    ).toEqual({
      kind: 'invalid',
      message: 'The folder is not in the marketing area',
    });
    expect((await refusal(uploadFileDirect(pm, 'finance', form([pdf('a.pdf')]), NOW))).kind).toBe('invalid');
  });
});
