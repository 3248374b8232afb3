import { describe, expect, it } from 'vitest';
import type { BaselineDates } from '#shared/models/schedule-baseline.ts';
import { ulid } from '../commons/ids.ts';
import { packDates, TASKS_PER_PART, unpackDates } from './baseline-parts.ts';

/** DynamoDB's size of an item of string attributes: each name's and value's UTF-8 bytes. */
const itemBytes = (item: Record<string, string>) =>
  Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + Buffer.byteLength(value), 0);

/** A part as schedule-baselines.ts stores it, with the longest keys a schedule can have. */
const partItem = (dates: string) => ({
  PK: `BASELINES#construction#${'P'.repeat(64)}`,
  SK: `BASELINE#${'B'.repeat(26)}#99`,
  itemType: 'schedule-baseline-part',
  dates,
});

const ITEM_LIMIT = 400 * 1024;

describe('baseline parts (docs/data-model.md#schedule-baselines)', () => {
  it('10,000 tasks with the longest ids and the widest days: 4 parts, each under 400 KB, read back the same', () => {
    const dates: BaselineDates[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: `${String(i).padStart(5, '0')}${'x'.repeat(59)}`,
      start: i % 2 ? '1900-01-01' : '2200-12-30',
      finish: '2200-12-31',
    }));
    const parts = packDates(dates);
    expect(parts).toHaveLength(10_000 / TASKS_PER_PART);
    for (const part of parts) expect(itemBytes(partItem(part))).toBeLessThan(ITEM_LIMIT / 2);
    expect(unpackDates(parts)).toEqual(dates);
  });

  it('10,000 tasks with ULIDs take about 37 bytes each', () => {
    const dates: BaselineDates[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: ulid(Date.UTC(2026, 0, 1) + i),
      start: '2026-03-02',
      finish: `2026-0${3 + (i % 7)}-1${i % 10}`,
    }));
    const parts = packDates(dates);
    const bytes = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
    expect(bytes / dates.length).toBeLessThan(40);
    expect(unpackDates(parts)).toEqual(dates);
  });

  it('keeps days before 1970, one-day tasks and an empty schedule', () => {
    const dates = [
      { id: 'a', start: '1969-12-31', finish: '1969-12-31' },
      { id: 'b', start: '1950-06-15', finish: '2026-02-03' },
    ];
    expect(unpackDates(packDates(dates))).toEqual(dates);
    expect(packDates([])).toEqual([]);
    expect(unpackDates([])).toEqual([]);
  });

  it('refuses an id that would break the packing', () => {
    expect(() => packDates([{ id: 'a b', start: '2026-01-01', finish: '2026-01-02' }])).toThrow(/task id/);
  });
});
