import { describe, expect, it } from 'vitest';
import { hashName, PICTURE_VARIANTS, pictureFor } from './picture.ts';

describe('project pictures', () => {
  it('are chosen by name, the same every time', () => {
    expect(pictureFor('Harbour Tower')).toEqual(pictureFor('Harbour Tower'));
    expect(pictureFor('  harbour tower ')).toEqual(pictureFor('Harbour Tower'));
    expect(hashName('a')).not.toBe(hashName('b'));
  });

  it('use every variant across many names', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, i) => pictureFor(`Project ${i}`).variant));
    expect(seen).toEqual(new Set(PICTURE_VARIANTS));
  });
});
