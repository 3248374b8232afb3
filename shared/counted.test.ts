import { describe, expect, it } from 'vitest';
import { counted } from './counted.ts';

describe('counted', () => {
  it('names one in the singular and any other number in the plural', () => {
    expect(counted(1, 'photo')).toBe('1 photo');
    expect(counted(0, 'photo')).toBe('0 photos');
    expect(counted(20, 'photo')).toBe('20 photos');
    expect(counted(2, 'entry', 'entries')).toBe('2 entries');
    expect(counted(1200, 'task')).toBe('1,200 tasks');
    expect(counted(-3, 'day')).toBe('-3 days');
  });
});
