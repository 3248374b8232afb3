/**
 * Versions of a file: a new version goes over the version read, history is never rewritten (making an
 * older version current adds it again as the newest), against the in-memory document store
 * (tests/integration/file-versions.test.ts keeps the real table and bucket).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '../data/files.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

fakeDocumentStore('files', 'folders', 'fileVersions', 'objects', 'transfers');
const { commitNewVersion, fileVersions, makeVersionCurrent, VERSION_NOT_FOUND } = await import('./file-versions.ts');
const { FILE_CHANGED } = await import('./refusals.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const LATER = new Date('2026-11-24T15:00:00.000Z');
const pm = caller('pm');
const FILE = '01JD0000000000000000000001';
const stored = () => store.files.get(FILE) as FileRecord;

const revision = (note?: string) => ({
  s3Key: 'files/rev-b',
  original_name: 'S-201 rev B.pdf',
  size: 2000,
  format: 'PDF',
  contentType: 'application/pdf',
  ...(note && { note }),
});

beforeEach(() => {
  store.reset();
  const folder = store.addFolder('01JD00000000000000000000F1', 'Structural');
  store.addFile(FILE, 'S-201.pdf', folder);
});

describe('a new version', () => {
  it('becomes what the file serves, keeps the file its name, and the first version stays readable', async () => {
    const next = await commitNewVersion(pm, stored(), revision('Rev B'), NOW, 'file.versioned');
    expect(next).toMatchObject({ version: 2, version_note: 'Rev B', original_name: 'S-201.pdf', size: 2000 });
    expect(stored().s3Key).toBe('files/rev-b');
    const versions = await fileVersions(pm, 'plan', FILE);
    expect(versions.map((v) => [v.version, v.original_name, v.current, v.note])).toEqual([
      [2, 'S-201 rev B.pdf', true, 'Rev B'],
      [1, 'S-201.pdf', false, undefined],
    ]);
    expect(store.activity.map((e) => [e.kind, e.detail])).toEqual([['file.versioned', 'v2: Rev B']]);
  });

  it('over a version read before another one came is refused, and nothing is written', async () => {
    const read = stored();
    await commitNewVersion(pm, read, revision(), NOW, 'file.versioned');
    await expect(commitNewVersion(pm, read, revision(), NOW, 'file.versioned')).rejects.toMatchObject({
      kind: 'conflict',
      subject: 'file',
    });
    expect(stored().version).toBe(2);
    expect(store.activity).toHaveLength(1);
  });
});

describe('making an older version current', () => {
  it('adds it again as the newest, with a copy of its bytes and a note naming where it came from', async () => {
    await commitNewVersion(pm, stored(), revision('Rev B'), NOW, 'file.versioned');
    const current = await makeVersionCurrent(pm, 'plan', FILE, '1', LATER);
    expect(current).toMatchObject({ version: 3, version_note: 'Made current from v1', size: 1000 });
    expect(stored().s3Key).not.toBe(`files/${FILE}`);
    expect(store.objects.has(stored().s3Key)).toBe(true);
    expect((await fileVersions(pm, 'plan', FILE)).map((v) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(store.activity.at(-1)).toMatchObject({ kind: 'file.made-current', detail: 'v3: Made current from v1' });
  });

  it('the current version is no change; an unknown one is "Version not found"', async () => {
    await expect(makeVersionCurrent(pm, 'plan', FILE, '1', NOW)).resolves.toMatchObject({ _id: FILE });
    expect(store.activity).toEqual([]);
    expect(await refusal(makeVersionCurrent(pm, 'plan', FILE, '7', NOW))).toEqual({
      kind: 'not-found',
      message: VERSION_NOT_FOUND,
    });
  });

  it('refused when another version lands between the read and the write: the copied bytes are removed', async () => {
    await commitNewVersion(pm, stored(), revision(), NOW, 'file.versioned');
    const objects = store.objects.size;
    const copy = store.copyObject.bind(store);
    const race = vi.spyOn(store, 'copyObject').mockImplementation((from, to) => {
      copy(from, to);
      store.files.set(FILE, { ...stored(), version: 3 });
    });
    expect(await refusal(makeVersionCurrent(pm, 'plan', FILE, '1', LATER))).toEqual({
      kind: 'conflict',
      message: FILE_CHANGED,
    });
    race.mockRestore();
    expect(store.objects.size).toBe(objects);
    expect(store.activity).toHaveLength(1);
  });
});
