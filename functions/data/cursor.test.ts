import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('page cursors', () => {
  it('round-trip a last evaluated key of the expected partition', () => {
    const key = { PK: 'FOLDER#A', SK: 'FILE#B' };
    const cursor = encodeCursor(key) as string;
    expect(decodeCursor(cursor, { PK: 'FOLDER#A' })).toEqual(key);
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, { PK: 'FOLDER#A' })).toBeUndefined();
  });

  it('refuse a cursor of another partition, or garbage', () => {
    const cursor = encodeCursor({ PK: 'FOLDER#OTHER', SK: 'FILE#B' }) as string;
    expect(() => decodeCursor(cursor, { PK: 'FOLDER#A' })).toThrow('Invalid cursor');
    expect(() => decodeCursor('not json', { PK: 'FOLDER#A' })).toThrow('Invalid cursor');
    expect(() => decodeCursor(encodeCursor({ PK: 'FOLDER#A', SK: 1 } as never) as string, { PK: 'FOLDER#A' })).toThrow(
      'Invalid cursor',
    );
  });
});
