import { describe, expect, it } from 'vitest';
import { jpegName, photoSize, thumbnailSize } from './image-thumbnail.ts';

describe('thumbnailSize', () => {
  it('is at most 320 wide, keeps the proportions and never enlarges', () => {
    expect(thumbnailSize(4032, 3024)).toEqual({ width: 320, height: 240 });
    expect(thumbnailSize(3024, 4032)).toEqual({ width: 320, height: 427 });
    expect(thumbnailSize(200, 100)).toEqual({ width: 200, height: 100 });
    expect(thumbnailSize(0, 100)).toEqual({ width: 0, height: 0 });
  });
});

describe('photoSize', () => {
  it('brings the long edge to 2,560 px, keeps the proportions and never enlarges', () => {
    expect(photoSize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(photoSize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(photoSize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(photoSize(8000, 1000)).toEqual({ width: 2560, height: 320 });
    expect(photoSize(2560, 1440)).toEqual({ width: 2560, height: 1440 });
    expect(photoSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(photoSize(0, 900)).toEqual({ width: 0, height: 0 });
  });

  it('rounds to whole pixels and never to zero', () => {
    expect(photoSize(4000, 2999)).toEqual({ width: 2560, height: 1919 });
    expect(photoSize(100_000, 10)).toEqual({ width: 2560, height: 1 });
    expect(photoSize(6000, 4000, 1000)).toEqual({ width: 1000, height: 667 });
  });
});

describe('jpegName', () => {
  it('names the scaled photo as a JPEG', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('slab.png')).toBe('slab.jpg');
    expect(jpegName('no-extension')).toBe('no-extension.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
