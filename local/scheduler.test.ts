import { describe, expect, it } from 'vitest';
import { nextRun } from './scheduler.ts';

describe('the local scheduler: next run of a daily Toronto time', () => {
  it('is later today when the time has not come yet (winter, UTC-5)', () => {
    expect(nextRun('07:00', new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-15T12:00:00.000Z');
  });

  it('is tomorrow when the time has passed (summer, UTC-4)', () => {
    expect(nextRun('07:00', new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-16T11:00:00.000Z');
  });

  it('follows the change to daylight saving time', () => {
    // 2026-03-08: Toronto moves from UTC-5 to UTC-4 at 02:00.
    expect(nextRun('07:00', new Date('2026-03-08T01:00:00Z')).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(nextRun('00:30', new Date('2026-03-07T12:00:00Z')).toISOString()).toBe('2026-03-08T05:30:00.000Z');
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => nextRun('7 am', new Date())).toThrow('Not a HH:MM time');
  });
});
