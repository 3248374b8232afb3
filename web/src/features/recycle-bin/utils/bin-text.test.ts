import { describe, expect, it } from 'vitest';
import { daysLeftText } from './bin-text.ts';

// 2026-11-27 15:00 in Toronto (EST, UTC-5)
const now = new Date('2026-11-27T20:00:00.000Z');
const hours = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString();

describe('days left in the recycle bin, as the purge counts them (purgeAt)', () => {
  it('counts Toronto days to purgeAt', () => {
    expect(daysLeftText(hours(28 * 24), now)).toBe('28 days left');
    expect(daysLeftText(hours(24), now)).toBe('1 day left');
    // 02:00 tomorrow in Toronto
    expect(daysLeftText(hours(11), now)).toBe('1 day left');
  });

  it('says less than a day on the last day while purgeAt is ahead: the purge does not take it yet', () => {
    expect(daysLeftText(hours(8), now)).toBe('Less than a day left');
    expect(daysLeftText(new Date(now.getTime() + 1).toISOString(), now)).toBe('Less than a day left');
  });

  it('says the next run purges it once purgeAt has passed, as the purge takes exactly those', () => {
    expect(daysLeftText(now.toISOString(), now)).toBe('Purged at the next run');
    expect(daysLeftText(hours(-30), now)).toBe('Purged at the next run');
  });
});
