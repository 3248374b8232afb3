/** What the document areas' activity entries say, and that no entry names a folder its readers cannot open. */
import { describe, expect, it } from 'vitest';
import type { FolderRecord } from '../data/folders.ts';
import { copyActivity, fileEntry, folderActivity, moveActivity, placeOf } from './document-activity.ts';
import { caller } from './test-support/callers.ts';

const NOW = new Date('2026-11-23T15:00:00.000Z');
const pat = caller('office');
const folder = (name: string, ancestors: string[] = [], module: FolderRecord['module'] = 'plan') =>
  ({
    _id: `F-${name}`,
    name,
    module,
    projectId: 'P1',
    ancestors: ancestors.map((a) => ({ _id: `F-${a}`, name: a })),
  }) as FolderRecord;
const file = { _id: 'D1', original_name: 'S-201.pdf', projectId: 'P1', module: 'plan' as const };

describe('document activity entries', () => {
  it('a place is the area, then the folder path; the root is the area alone', () => {
    expect(placeOf('plan', folder('Structural', ['Drawings']))).toBe('Plan File / Drawings / Structural');
    expect(placeOf('marketing', undefined)).toBe('Marketing');
  });

  it('a file entry names the file, the caller and the detail when there is one', () => {
    const entry = fileEntry(pat, NOW, 'file.viewed', file, folder('Drawings'), 'v2');
    expect([entry.projectId, entry.area, entry.kind, entry.place, entry.detail]).toEqual([
      'P1',
      'plan',
      'file.viewed',
      'Plan File / Drawings',
      'v2',
    ]);
    expect(entry.actor).toEqual({ id: 'U1', name: 'Pat Morgan' });
    expect(entry.object).toEqual({ type: 'file', id: 'D1', name: 'S-201.pdf' });
    expect(fileEntry(null, NOW, 'file.downloaded', file, undefined)).not.toHaveProperty('detail');
  });

  it('a move within an area: one entry, with the path it went to', () => {
    const moved = { ...file };
    const entries = moveActivity(pat, NOW, file, moved, folder('Drawings'), folder('Archive'));
    expect(entries.map((e) => [e.place, e.detail])).toEqual([['Plan File / Drawings', 'to Plan File / Archive']]);
  });

  it('a move to another project: each log names only "another project"', () => {
    const moved = { ...file, projectId: 'P2' };
    const entries = moveActivity(pat, NOW, file, moved, folder('Drawings'), folder('Secret'));
    expect(entries.map((e) => [e.projectId, e.detail])).toEqual([
      ['P1', 'to another project'],
      ['P2', 'from another project'],
    ]);
  });

  it('a copy is filed where the copy is; a folder entry is placed in its parent', () => {
    const copy = { ...file, _id: 'D2', module: 'marketing' as const };
    expect(copyActivity(pat, NOW, file, folder('Drawings'), copy, undefined)).toMatchObject({
      area: 'marketing',
      object: { id: 'D2' },
      place: 'Marketing',
      detail: 'from another area',
    });
    expect(folderActivity(pat, NOW, 'folder.created', folder('Slabs', ['Drawings', 'Structural']))).toMatchObject({
      object: { type: 'folder', name: 'Slabs' },
      place: 'Plan File / Drawings / Structural',
    });
  });
});
