/** The name a restored file takes when its own is taken in the target ("Keep both"). */
import { describe, expect, it } from 'vitest';
import { restoredName } from './file-restore.ts';

describe('restoredName', () => {
  it('adds " (restored)" before the extension, then a number from the second try', () => {
    expect(restoredName('A-101 Plan.pdf')).toBe('A-101 Plan (restored).pdf');
    expect(restoredName('A-101 Plan.pdf', 2)).toBe('A-101 Plan (restored 2).pdf');
    expect(restoredName('site.photo.jpeg', 3)).toBe('site.photo (restored 3).jpeg');
  });

  it('puts it at the end of a name without an extension, or one that starts with a dot', () => {
    expect(restoredName('README')).toBe('README (restored)');
    expect(restoredName('.env')).toBe('.env (restored)');
  });
});
