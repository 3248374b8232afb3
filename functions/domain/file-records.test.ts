/**
 * A small file stored with its bytes at hand (the multipart endpoint, demo data): its record says who sent
 * it and when, a file whose bytes are not what its type says is recorded as download-only, and a refused
 * record leaves no bytes behind (in-memory store and bucket).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FolderRecord } from '../data/folders.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('files', 'objects');
const { newFileRecord, storeSmallFile } = await import('./file-records.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const pm = caller('pm');
let structural: FolderRecord;
const target = () => ({ projectId: 'P1', module: 'plan' as const, folderId: structural._id, folder: structural });
const bytes = (text: string) => new TextEncoder().encode(text);

beforeEach(() => {
  ({ structural } = store.resetToDrawings());
});

describe('a new file record', () => {
  it('names its format from the file name, the sender and the time, and its object key from its id', () => {
    const record = newFileRecord(
      pm,
      {
        original_name: 'site plan.dwg',
        author: 'Ada',
        size: 5,
        contentType: 'application/acad',
        projectId: 'P1',
        module: 'plan',
        folderId: 'root',
      },
      'ID1',
      NOW,
    );
    expect(record).toMatchObject({
      format: 'DWG',
      upload_by: 'Pat Morgan',
      upload_by_id: 'U1',
      upload_date: NOW.toISOString(),
      s3Key: 'files/ID1',
    });
  });

  it('a small PDF is stored and counted; HTML named .pdf is recorded as a download-only file', async () => {
    const pdf = await storeSmallFile(
      pm,
      target(),
      { fileName: 'S-1.pdf', author: 'Ada', contentType: 'application/pdf', bytes: bytes('%PDF-1.7 drawing') },
      NOW,
    );
    expect(pdf).toMatchObject({ contentType: 'application/pdf', size: 16, folderId: structural._id });
    const fake = await storeSmallFile(
      pm,
      target(),
      { fileName: 'x.pdf', author: 'Ada', contentType: 'application/pdf', bytes: bytes('<html><script>') },
      NOW,
    );
    expect(fake.contentType).toBe('application/octet-stream');
    expect(store.folder(structural._id).fileCount).toBe(2);
    expect(store.objects.size).toBe(2);
  });

  it('into a folder being deleted: refused, and the bytes just stored are removed', async () => {
    store.beingDeleted(structural._id);
    const file = { fileName: 'S-1.pdf', author: 'Ada', contentType: 'application/pdf', bytes: bytes('%PDF-1.7') };
    expect(await refusal(storeSmallFile(pm, target(), file, NOW))).toEqual({
      kind: 'not-found',
      message: 'Folder not found',
    });
    expect(store.objects.size).toBe(0);
  });
});
