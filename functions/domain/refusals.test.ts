import { describe, expect, it } from 'vitest';
import { AppError } from '../commons/errors.ts';
import { decodeCursor, encodeCursor } from '../data/cursor.ts';
import { Refused } from '../data/refusals.ts';
import { EMAIL_TAKEN, orWorded, worded } from './refusals.ts';

describe('the domain words what the data layer refuses', () => {
  it('a refusal becomes an error of the same kind, in the words of the domain', () => {
    const error = worded(new Refused('conflict', 'email'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'conflict', message: EMAIL_TAKEN });
    expect(worded(new Refused('not-found', 'task'))).toMatchObject({ kind: 'not-found', message: 'Task not found' });
  });

  it('any other error passes unchanged, and a refusal without words is a programming error', async () => {
    const other = new Error('DynamoDB unreachable');
    expect(worded(other)).toBe(other);
    expect(() => worded(new Refused('conflict', 'task'))).toThrow('no words for refused (conflict): task');
    await expect(orWorded(Promise.reject(new Refused('not-found', 'project')))).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Project not found',
    });
    await expect(orWorded(Promise.resolve(7))).resolves.toBe(7);
  });

  it('a cursor the data layer refuses reads "Invalid cursor" (moved from data/cursor.test.ts)', () => {
    const decode = (cursor: string, expected: Record<string, string>) => {
      try {
        return decodeCursor(cursor, expected);
      } catch (error) {
        throw worded(error);
      }
    };
    const cursor = encodeCursor({ container: 'other', item: 'b' }) as string;
    expect(() => decode(cursor, { container: 'a' })).toThrow('Invalid cursor');
    expect(() => decode('not json', { container: 'a' })).toThrow('Invalid cursor');
    expect(() => decode(encodeCursor({ container: 'a', item: 1 } as never) as string, { container: 'a' })).toThrow(
      'Invalid cursor',
    );
    expect(() => decode(cursor, { container: 'a' })).toThrow(AppError);
  });
});
