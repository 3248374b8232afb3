import { describe, expect, it } from 'vitest';
import { dayTitle, lastOfMonth, monthCells, shiftMonth } from './month.ts';

describe('the month calendar', () => {
  it('puts the first day under its weekday and ends on the last day of the month', () => {
    const cells = monthCells('2026-11');
    // 2026-11-01 is a Sunday; February 2028 has 29 days and starts on a Tuesday.
    expect(cells[0]).toBe('2026-11-01');
    expect(cells.at(-1)).toBe('2026-11-30');
    expect(monthCells('2028-02').slice(0, 3)).toEqual([null, null, '2028-02-01']);
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
  });

  it('moves across years', () => {
    expect([shiftMonth('2026-12', 1), shiftMonth('2026-01', -1)]).toEqual(['2027-01', '2025-12']);
    expect(dayTitle('2026-11-03')).toBe('Tuesday, November 3, 2026');
  });
});
