import { describe, expect, it } from 'vitest';
import { checkSentPhotos, droppedMessage, filterImages } from './image-files.ts';

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
    expect(kept.map((f) => f.name)).toEqual(['a.jpg', 'limit.png', 'big.jpg', 'b.HEIC']);
    // The size is judged on what is sent (N18): 20971520 bytes go, one more does not.
    const sent = checkSentPhotos(kept, kept);
    expect(sent.photos.map((f) => f.name)).toEqual(['a.jpg', 'limit.png', 'b.HEIC']);
    expect(sent.dropped).toEqual([{ name: 'big.jpg', reason: 'larger than 20 MB' }]);
    expect([...sent.dropped, ...dropped]).toEqual([
      { name: 'big.jpg', reason: 'larger than 20 MB' },
      { name: 'plan.pdf', reason: 'not an image' },
      { name: 'unknown', reason: 'not an image' },
      { name: 'empty.png', reason: 'empty' },
    ]);
    expect(droppedMessage([...sent.dropped, ...dropped].slice(0, 2))).toBe(
      'These files were not added: big.jpg (larger than 20 MB), plan.pdf (not an image).',
    );
    expect(droppedMessage(dropped.slice(0, 1))).toBe('This file was not added: plan.pdf (not an image).');
    expect(droppedMessage([])).toBeNull();
  });
});

describe('N18: the 20 MB rule applies to the photo as it is sent, after the phone shrinks it', () => {
  it('N18: a 25 MB photo that resizes below 20 MB is accepted; a result still over 20 MB is refused with the existing message', () => {
    const picked = [
      file('site-25mb.jpg', 'image/jpeg', 25 * 1024 * 1024),
      file('huge.png', 'image/png', 60 * 1024 * 1024),
    ];
    // Picking keeps both: the size is judged once the photo is scaled.
    expect(filterImages(picked).kept.map((f) => f.name)).toEqual(['site-25mb.jpg', 'huge.png']);
    const sent = [
      file('site-25mb.jpg', 'image/jpeg', 4 * 1024 * 1024),
      file('huge.jpg', 'image/jpeg', 21 * 1024 * 1024),
    ];
    const checked = checkSentPhotos(picked, sent);
    expect(checked.photos.map((p) => p.name)).toEqual(['site-25mb.jpg']);
    expect(checked.files.map((f) => f.size)).toEqual([4 * 1024 * 1024]);
    expect(droppedMessage(checked.dropped)).toBe('This file was not added: huge.png (larger than 20 MB).');
  });
});
