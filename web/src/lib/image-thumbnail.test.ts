import { describe, expect, it } from 'vitest';
import { thumbnailSize } from './image-thumbnail.ts';

describe('thumbnailSize', () => {
  it('is at most 320 wide, keeps the proportions and never enlarges', () => {
    expect(thumbnailSize(4032, 3024)).toEqual({ width: 320, height: 240 });
    expect(thumbnailSize(3024, 4032)).toEqual({ width: 320, height: 427 });
    expect(thumbnailSize(200, 100)).toEqual({ width: 200, height: 100 });
    expect(thumbnailSize(0, 100)).toEqual({ width: 0, height: 0 });
  });
});
