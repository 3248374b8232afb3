import { describe, expect, it } from 'vitest';
import { droppedMessage, filterImages } from './image-files.ts';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('filterImages', () => {
  it('keeps image types of at most 20971520 bytes and says why it dropped the others', () => {
    const { kept, dropped } = filterImages([
      file('a.jpg', 'image/jpeg', 1000),
      file('limit.png', 'image/png', 20_971_520),
      file('big.jpg', 'image/jpeg', 20_971_521),
      file('plan.pdf', 'application/pdf', 500),
      file('unknown', '', 500),
      file('empty.png', 'image/png', 0),
      file('b.HEIC', 'image/heic', 3000),
    ]);
    expect(kept.map((f) => f.name)).toEqual(['a.jpg', 'limit.png', 'b.HEIC']);
    expect(dropped).toEqual([
      { name: 'big.jpg', reason: 'larger than 20 MB' },
      { name: 'plan.pdf', reason: 'not an image' },
      { name: 'unknown', reason: 'not an image' },
      { name: 'empty.png', reason: 'empty' },
    ]);
    expect(droppedMessage(dropped.slice(0, 2))).toBe(
      'These files were not added: big.jpg (larger than 20 MB), plan.pdf (not an image).',
    );
    expect(droppedMessage(dropped.slice(1, 2))).toBe('This file was not added: plan.pdf (not an image).');
    expect(droppedMessage([])).toBeNull();
  });
});
