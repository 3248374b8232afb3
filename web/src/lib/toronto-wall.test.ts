import { describe, expect, it } from 'vitest';
import { fromTorontoWall, toTorontoWall, wallDateOf } from './toronto-wall.ts';

const parts = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

describe('Toronto wall clock for the chart', () => {
  it('shows the Toronto time on the local clock, summer and winter', () => {
    expect(parts(toTorontoWall(new Date('2026-05-01T04:00:00Z')))).toEqual([2026, 5, 1, 0, 0]);
    expect(parts(toTorontoWall(new Date('2026-01-15T05:00:00Z')))).toEqual([2026, 1, 15, 0, 0]);
    expect(parts(toTorontoWall(new Date('2026-11-23T04:30:00Z')))).toEqual([2026, 11, 22, 23, 30]);
  });

  it('reads a dragged local date back as the Toronto instant', () => {
    expect(fromTorontoWall(new Date(2026, 4, 1, 9, 35)).toISOString()).toBe('2026-05-01T13:35:00.000Z');
    expect(fromTorontoWall(new Date(2026, 0, 15, 0, 0)).toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });

  it('round-trips across the year, DST changes included', () => {
    for (let h = 0; h < 365 * 24; h += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + h * 3600_000);
      const back = fromTorontoWall(toTorontoWall(instant));
      // The repeated hour at the end of DST maps to one of its two instants.
      expect(Math.abs(back.getTime() - instant.getTime()) % 3600_000).toBe(0);
      expect(Math.abs(back.getTime() - instant.getTime())).toBeLessThanOrEqual(3600_000);
    }
  });

  it('answers undefined for a missing or bad timestamp', () => {
    expect(wallDateOf(undefined)).toBeUndefined();
    expect(wallDateOf('soon')).toBeUndefined();
  });
});
