/** What a delete into the recycle bin records, and the bin's activity entries (docs/data-model.md#recycle-bin). */
import { describe, expect, it } from 'vitest';
import { binActivity, newBinRecord, restoreDetail, SCHEDULED_PURGE } from './bin-records.ts';

const NOW = new Date('2026-11-27T15:30:00.000Z');
const pat = { userId: 'U1', name: 'Pat Lee' };
const brochure = {
  _id: 'T1',
  kind: 'marketing_task',
  name: 'Brochure',
  module: 'marketing',
  projectId: 'P1',
  place: 'Marketing Schedule',
} as const;

describe('newBinRecord', () => {
  it('records who deleted it and when, and is purged 30 days later; tasks of both schedules are one area', () => {
    const drawing = {
      _id: 'F1',
      kind: 'file',
      name: 'A-101.pdf',
      module: 'plan',
      projectId: 'P1',
      place: 'Plan File / Drawings',
      fromFolderId: 'D1',
    } as const;
    expect(newBinRecord(pat, NOW, drawing)).toEqual({
      ...drawing,
      area: 'plan',
      deletedBy: { id: 'U1', name: 'Pat Lee' },
      deletedAt: '2026-11-27T15:30:00.000Z',
      purgeAt: '2026-12-27T15:30:00.000Z',
    });
    const task = newBinRecord(pat, NOW, brochure);
    expect(task.area).toBe('schedules');
  });
});

describe('binActivity', () => {
  it('names the object by its kind where the bin says it was, with the purge as its actor', () => {
    const bin = newBinRecord(pat, NOW, brochure);
    const entry = binActivity(SCHEDULED_PURGE, NOW, 'task.purged', bin);
    expect(entry).toMatchObject({
      at: NOW.toISOString(),
      actor: { id: 'scheduled-purge', name: 'Scheduled purge' },
      projectId: 'P1',
      area: 'marketing',
      object: { type: 'marketing-task', id: 'T1', name: 'Brochure' },
      place: 'Marketing Schedule',
    });
    expect(entry).not.toHaveProperty('detail');
    expect(binActivity(pat, NOW, 'task.restored', bin, 'to the area root').detail).toBe('to the area root');
  });
});

describe('restoreDetail', () => {
  it('says where and as what an object came back, and nothing when it came back as it was', () => {
    expect(restoreDetail(false, 'Drawings', 'Drawings')).toBe('');
    expect(restoreDetail(true, 'Drawings', 'Drawings')).toBe('to the area root');
    expect(restoreDetail(false, 'Drawings (restored)', 'Drawings')).toBe('as Drawings (restored)');
    expect(restoreDetail(true, 'Drawings (restored)', 'Drawings')).toBe('to the area root, as Drawings (restored)');
  });
});
