/**
 * The rate limits' rules: count first, refuse with the wait in words, give back what need not count
 * (tests/integration/auth.test.ts and print-requests.test.ts keep the real counters).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../commons/errors.ts';
import { windows } from './test-support/counters.ts';

vi.mock('../data/rate-limits.ts', async () => (await import('./test-support/counters.ts')).fakeRateLimits);

const { accountDelayMs, giveBackAll, take, takeAll, waitText } = await import('./rate-limits.ts');

const NOW = new Date('2026-11-23T15:00:10.000Z');
const limit = (name: string, max: number) => ({
  name,
  subject: 'U1',
  rule: { limit: max, windowMs: 60_000 },
  refusal: (s: number) => `${name}: wait ${waitText(s)}`,
});

beforeEach(() => windows.clear());

describe('rate limits', () => {
  it('the wait in words: seconds under a minute, then whole minutes rounded up', () => {
    expect([1, 45, 60, 61, 840].map(waitText)).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '14 minutes',
    ]);
  });

  it("an account's sign-in delay doubles from 2 s and stops at 5 minutes", () => {
    expect([1, 2, 3, 8, 9, 100].map(accountDelayMs)).toEqual([2000, 4000, 8000, 256_000, 300_000, 300_000]);
  });

  it('past the limit the refusal is 429 with the seconds left in the window', async () => {
    await take(limit('a', 1), NOW);
    const refused = await take(limit('a', 1), NOW).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'rate-limited', message: 'a: wait 50 seconds', retryAfterSeconds: 50 });
  });

  it('when a later limit refuses, the earlier ones are given back; giving back frees the attempt', async () => {
    await take(limit('b', 1), NOW);
    await expect(takeAll([limit('a', 1), limit('b', 1)], NOW)).rejects.toMatchObject({ message: 'b: wait 50 seconds' });
    const taken = await takeAll([limit('a', 1)], NOW);
    expect(taken).toEqual([
      { name: 'a', subject: 'U1', windowStart: Date.parse('2026-11-23T15:00:00.000Z'), count: 1 },
    ]);
    await giveBackAll(taken);
    await expect(take(limit('a', 1), NOW)).resolves.toMatchObject({ count: 1 });
  });
});
