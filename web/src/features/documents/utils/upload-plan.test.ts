import { describe, expect, it } from 'vitest';
import { runPool } from '../../../lib/run-pool.ts';
import { missingPartNumbers, ProgressTotal, partRange } from './upload-plan.ts';

describe('multipart plan', () => {
  it('splits a file into part ranges, the last one short', () => {
    expect(partRange(1, 8, 20)).toEqual({ start: 0, end: 8 });
    expect(partRange(2, 8, 20)).toEqual({ start: 8, end: 16 });
    expect(partRange(3, 8, 20)).toEqual({ start: 16, end: 20 });
  });

  it('lists the parts still without a URL', () => {
    expect(missingPartNumbers(5, new Set([1, 2, 4]))).toEqual([3, 5]);
  });

  it('sums progress over parts, a retried part counting again from 0', () => {
    const p = new ProgressTotal(100);
    p.set(1, 30);
    p.set(2, 20);
    expect(p.percent).toBe(50);
    p.set(1, 0);
    expect(p.bytes).toBe(20);
    p.set(1, 50);
    p.set(2, 50);
    expect(p.percent).toBe(100);
    expect(new ProgressTotal(0).percent).toBe(100);
  });
});

describe('runPool', () => {
  it('runs at most `limit` at a time and everything once', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(n);
      running -= 1;
    });
    expect(peak).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('stops taking work after a failure and throws it', async () => {
    const started: number[] = [];
    await expect(
      runPool([1, 2, 3, 4, 5], 1, async (n) => {
        started.push(n);
        if (n === 2) throw new Error('part 2 failed');
      }),
    ).rejects.toThrow('part 2 failed');
    expect(started).toEqual([1, 2]);
  });
});
