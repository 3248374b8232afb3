import { describe, expect, it } from 'vitest';
import { BatchNotDrained, chunked, drainBatch, jitteredWait, retry } from './retry.ts';

const QUICK = { attempts: 4, baseMs: 1, maxMs: 2 };

describe('retry', () => {
  it('tries again while the predicate allows, and answers the first success', async () => {
    const seen: number[] = [];
    const answer = await retry(
      async (attempt) => {
        seen.push(attempt);
        if (attempt < 2) throw new Error('busy');
        return 'done';
      },
      { ...QUICK, retryOn: () => true },
    );
    expect(answer).toBe('done');
    expect(seen).toEqual([0, 1, 2]);
  });

  it('stops after the last attempt and throws its error', async () => {
    let calls = 0;
    const work = retry(
      async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
      { ...QUICK, retryOn: () => true },
    );
    await expect(work).rejects.toThrow('failure 4');
    expect(calls).toBe(4);
  });

  it('does not try again when the predicate says the failure is final', async () => {
    let calls = 0;
    const work = retry(
      async () => {
        calls += 1;
        throw new TypeError('refused');
      },
      { ...QUICK, retryOn: (error) => !(error instanceof TypeError) },
    );
    await expect(work).rejects.toThrow('refused');
    expect(calls).toBe(1);
  });

  it('waits at most base * 2^attempt, never more than the cap', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const wait = jitteredWait({ baseMs: 20, maxMs: 1000 }, attempt);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(Math.min(1000, 20 * 2 ** attempt));
    }
  });
});

describe('drainBatch', () => {
  it('sends the unprocessed entries again until none are left', async () => {
    const batches: string[][] = [];
    await drainBatch(
      ['a', 'b', 'c'],
      async (batch) => {
        batches.push(batch);
        return batch.slice(1);
      },
      { ...QUICK, what: 'keys' },
    );
    expect(batches).toEqual([['a', 'b', 'c'], ['b', 'c'], ['c']]);
  });

  it('gives up with BatchNotDrained when entries are still unprocessed after the last attempt (it used to loop forever)', async () => {
    let sends = 0;
    const work = drainBatch(
      ['a'],
      async (batch) => {
        sends += 1;
        return batch;
      },
      { ...QUICK, what: 'deletes' },
    );
    await expect(work).rejects.toBeInstanceOf(BatchNotDrained);
    await expect(work).rejects.toThrow('DynamoDB kept 1 deletes unprocessed');
    expect(sends).toBe(4);
  });
});

describe('chunked', () => {
  it('cuts a list into slices of at most the size, in order', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked([], 25)).toEqual([]);
  });
});
