import { describe, expect, it } from 'vitest';
import { parseShareHours, SHARE_HOURS_MESSAGE } from './share.ts';

describe('temporary link hours', () => {
  it.each([
    ['1', 1],
    ['24', 24],
    [' 168 ', 168],
  ])('%j is %d hours', (raw, hours) => {
    expect(parseShareHours(raw)).toBe(hours);
  });

  it.each(['0', '169', '1.5', '-3', 'abc', '', '2e1'])('refuses %j', (raw) => {
    expect(parseShareHours(raw)).toBeNull();
  });

  it('says the same as the server', () => {
    expect(SHARE_HOURS_MESSAGE).toBe('Valid for (hours) must be a whole number from 1 to 168');
  });
});
