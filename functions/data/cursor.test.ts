import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { Refused } from './refusals.ts';

describe('page cursors', () => {
  it('round-trip a last evaluated key of the expected partition', () => {
    const key = { PK: 'FOLDER#A', SK: 'FILE#B' };
    const cursor = encodeCursor(key) as string;
    expect(decodeCursor(cursor, { PK: 'FOLDER#A' })).toEqual(key);
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, { PK: 'FOLDER#A' })).toBeUndefined();
  });

  it('refuse a cursor of another partition, or garbage, by kind (the domain words it: domain/refusals.test.ts)', () => {
    const refusal = (cursor: string) => {
      try {
        decodeCursor(cursor, { PK: 'FOLDER#A' });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const other = encodeCursor({ PK: 'FOLDER#OTHER', SK: 'FILE#B' }) as string;
    const numeric = encodeCursor({ PK: 'FOLDER#A', SK: 1 } as never) as string;
    for (const cursor of [other, 'not json', numeric]) {
      const error = refusal(cursor);
      expect(error, cursor).toBeInstanceOf(Refused);
      expect(error, cursor).toMatchObject({ kind: 'invalid', subject: 'cursor' });
    }
  });
});
