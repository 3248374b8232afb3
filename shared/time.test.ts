import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  formatTorontoDateTime,
  isTorontoToday,
  parseTimestamp,
  torontoDateKey,
  torontoMidnight,
} from './time.ts';

describe('Toronto time rules', () => {
  it('takes a timestamp without a zone as UTC', () => {
    expect(parseTimestamp('2026-11-22T03:00:00')?.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(parseTimestamp('nonsense')).toBeUndefined();
  });

  it('finds the Toronto calendar date across midnight, winter and summer', () => {
    expect(torontoDateKey(new Date('2026-11-22T04:59:59Z'))).toBe('2026-11-21');
    expect(torontoDateKey(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
    expect(torontoDateKey(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(torontoDateKey(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('knows when Toronto midnight is, with daylight saving', () => {
    expect(torontoMidnight('2026-11-22').toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(torontoMidnight('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(torontoMidnight('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(torontoMidnight('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('says "today" by the Toronto date', () => {
    const now = new Date('2026-11-22T05:30:00Z'); // 00:30 in Toronto
    expect(isTorontoToday('2026-11-22T05:00:00Z', now)).toBe(true);
    expect(isTorontoToday('2026-11-22T04:59:00Z', now)).toBe(false);
    expect(isTorontoToday(undefined, now)).toBe(false);
  });

  it('counts whole days left, never below 0', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    expect(daysLeft('2026-11-25T05:00:00Z', now)).toBe(3);
    expect(daysLeft('2026-11-22T23:00:00Z', now)).toBe(0);
    expect(daysLeft('2026-11-01T05:00:00Z', now)).toBe(0);
    expect(daysLeft(undefined, now)).toBeUndefined();
  });

  it('formats in 24-hour Toronto time, with a fallback', () => {
    expect(formatTorontoDateTime('2026-11-22T21:05:00Z')).toBe('2026-11-22, 16:05');
    expect(formatTorontoDateTime('bad', 'N/A')).toBe('N/A');
  });
});
