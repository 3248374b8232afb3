import { describe, expect, it } from 'vitest';
import type { FileVersion } from '#shared/models/documents.ts';
import { chosenVersions } from './compare-revisions.tsx';

const version = (n: number, current = false): FileVersion => ({
  version: n,
  original_name: 'A-101.pdf',
  size: 1,
  format: 'pdf',
  contentType: 'application/pdf',
  upload_date: '2026-11-20T10:00:00.000Z',
  upload_by: 'Pat',
  current,
});

describe('chosenVersions', () => {
  it('compares the version before the current one with the current one by default', () => {
    expect(chosenVersions([version(3, true), version(2), version(1)], 0, 0)).toEqual([2, 3]);
  });

  it('after an older version was made current, compares it with the newest other one', () => {
    // v4 is v2 made current again
    expect(chosenVersions([version(4, true), version(3), version(2), version(1)], 0, 0)).toEqual([3, 4]);
  });

  it('takes the versions asked for when the file has them', () => {
    expect(chosenVersions([version(3, true), version(2), version(1)], 1, 2)).toEqual([1, 2]);
    expect(chosenVersions([version(3, true), version(2), version(1)], 9, 1)).toEqual([2, 1]);
  });

  it('has nothing to compare for a file of one version', () => {
    expect(chosenVersions([version(1, true)], 0, 0)).toBeNull();
  });
});
