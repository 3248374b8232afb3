/**
 * The admin's view of suppressed addresses (docs/architecture.md#bounces-and-complaints): pages of 50 by
 * default, a cursor that is not the list's worded as the API words it, and lifting one address, 404 when it
 * was not suppressed. The table is an in-memory fake (tests/integration/email-suppressions.test.ts keeps
 * the real one).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailSuppressionRecord } from '../data/email-suppressions.ts';
import { Refused } from '../data/refusals.ts';
import { refusal } from './test-support/callers.ts';

const suppressed = new Map<string, EmailSuppressionRecord>();
const pages: number[] = [];
vi.mock('../data/email-suppressions.ts', () => ({
  listSuppressions: async (limit: number, cursor: string | undefined) => {
    if (cursor !== undefined && cursor !== 'NEXT') throw new Refused('invalid', 'cursor');
    pages.push(limit);
    return { items: [...suppressed.values()].slice(0, limit), nextCursor: suppressed.size > limit ? 'NEXT' : null };
  },
  liftSuppression: async (email: string) => suppressed.delete(email.toLowerCase()),
}));

const { DEFAULT_SUPPRESSION_PAGE, emailSuppressions, liftEmailSuppression, NOT_SUPPRESSED } = await import(
  './email-suppressions.ts'
);

const bounce = (email: string): EmailSuppressionRecord => ({
  email,
  reason: 'bounce',
  detail: 'Permanent bounce: General',
  at: '2026-11-27T14:04:01.882Z',
});

beforeEach(() => {
  suppressed.clear();
  pages.length = 0;
  for (let i = 0; i < 60; i++) suppressed.set(`p${i}@example.com`, bounce(`p${i}@example.com`));
});

describe('emailSuppressions', () => {
  it('answers a page of 50 unless told otherwise, with the cursor of the next', async () => {
    const page = await emailSuppressions({ cursor: undefined });
    expect([page.suppressions.length, page.nextCursor]).toEqual([DEFAULT_SUPPRESSION_PAGE, 'NEXT']);
    expect((await emailSuppressions({ limit: 100, cursor: undefined })).nextCursor).toBeNull();
    expect(pages).toEqual([50, 100]);
  });

  it('a cursor that is not the list’s is a 400 in the API’s words', async () => {
    expect(await refusal(emailSuppressions({ cursor: 'forged' }))).toEqual({
      kind: 'invalid',
      message: 'Invalid cursor',
    });
  });
});

describe('liftEmailSuppression', () => {
  it('lifts the address and says so; an address not suppressed is 404', async () => {
    expect(await liftEmailSuppression('P1@example.com')).toEqual({
      email: 'P1@example.com',
      message: 'Emails go to P1@example.com again',
    });
    expect(suppressed.has('p1@example.com')).toBe(false);
    expect(await refusal(liftEmailSuppression('P1@example.com'))).toEqual({
      kind: 'not-found',
      message: NOT_SUPPRESSED,
    });
  });
});
