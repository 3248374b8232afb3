/**
 * A file in the recycle bin erased for good (a delete forever, or the scheduled purge): every version's
 * object, then the version items, then the record with its bin item and the activity entry, each step safe
 * to repeat, so an erase stopped midway is finished by the next attempt and leaves no orphan. Against the
 * in-memory document store (tests/integration/recycle-bin.test.ts keeps the real table and bucket).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { FileRecord } from '../data/files.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { binItem } from './test-support/bin-fixtures.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { BIN_MARK } from './test-support/folder-fixtures.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

/** The record step's failures still to come (a Lambda stopped before it). */
let recordStepFailures = 0;
vi.mock('../data/files.ts', async (original) => ({
  ...(await original<object>()),
  getFileRecord: async (id: string) => store.files.get(id) && { ...store.files.get(id) },
  eraseBinnedFile: async (file: FileRecord, bin: BinRecord, activity: ActivityEntry) => {
    if (recordStepFailures > 0) {
      recordStepFailures--;
      throw new Error('the function stopped');
    }
    store.files.delete(file._id);
    store.bin.delete(bin._id);
    store.activity.push(activity);
  },
}));
fakeDocumentStore('fileVersions', 'objects');

const { eraseFile } = await import('./file-erase.ts');
const { versionOfRecord } = await import('../data/file-versions.ts');
const { SCHEDULED_PURGE } = await import('./bin-records.ts');

const NOW = new Date('2026-12-27T08:00:00.000Z');
let bin: BinRecord;

/** A binned drawing of two versions, each with its object. */
beforeEach(() => {
  store.reset();
  recordStepFailures = 0;
  const first = { ...store.addFile('FILE1', 'A-101.pdf'), binned: BIN_MARK };
  const second: FileRecord = { ...first, version: 2, s3Key: 'files/FILE1-v2' };
  store.files.set('FILE1', second);
  store.versions.set('FILE1', [versionOfRecord(first), versionOfRecord(second)]);
  store.objects.set('files/FILE1', 1000).set('files/FILE1-v2', 1200);
  bin = binItem('FILE1', { name: 'A-101.pdf' });
  store.bin.set('FILE1', bin);
});

describe('eraseFile', () => {
  it('deletes every version’s object, the version items, then the record with its bin item, and logs the purge', async () => {
    await eraseFile(SCHEDULED_PURGE, bin, NOW);
    expect([store.objects.size, store.versions.size, store.files.size, store.bin.size]).toEqual([0, 0, 0, 0]);
    expect(store.activity.map((e) => [e.kind, e.actor?.name, e.object.name])).toEqual([
      ['file.purged', 'Scheduled purge', 'A-101.pdf'],
    ]);
  });

  it('an erase stopped before its last step is finished by the next attempt', async () => {
    recordStepFailures = 1;
    await expect(eraseFile(caller('pm'), bin, NOW)).rejects.toThrow('the function stopped');
    expect([store.objects.size, store.versions.size, store.files.size]).toEqual([0, 0, 1]);
    await eraseFile(caller('pm'), bin, NOW);
    expect([store.files.size, store.bin.size, store.activity.length]).toEqual([0, 0, 1]);
  });

  it('a file no longer in the bin (restored, or erased already) is 404 and nothing is deleted', async () => {
    const file = store.files.get('FILE1') as FileRecord;
    store.files.set('FILE1', { ...file, binned: undefined });
    expect(await refusal(eraseFile(caller('pm'), bin, NOW))).toEqual({
      kind: 'not-found',
      message: 'Not in the recycle bin',
    });
    expect([store.objects.size, store.versions.size, store.files.size]).toEqual([2, 1, 1]);
    store.files.delete('FILE1');
    expect((await refusal(eraseFile(caller('pm'), bin, NOW))).kind).toBe('not-found');
  });
});
