/**
 * Recording the addresses of a bounce or complaint: one transaction of puts per 100 addresses, an address
 * named twice put once, as its last record says (a transaction may not name one item twice).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmailSuppressionRecord } from './email-suppressions.ts';
import type { Labeled } from './transactions.ts';

const transactions: Labeled[][] = [];
vi.mock('./transactions.ts', async (original) => ({
  ...(await original<typeof import('./transactions.ts')>()),
  transactWrite: async (items: Labeled[]) => {
    transactions.push(items);
  },
}));

beforeAll(() => {
  process.env.TABLE_NAME = 'site-office-test';
});

const { suppressAddresses } = await import('./email-suppressions.ts');

const bounce = (email: string, at = '2026-11-27T14:04:01.882Z'): EmailSuppressionRecord => ({
  email,
  reason: 'bounce',
  detail: 'Permanent bounce: General',
  at,
});
const putItems = (items: Labeled[]) => items.map((i) => i.item.Put?.Item);

describe('suppressAddresses', () => {
  it('writes 150 addresses as two transactions of puts, 100 and 50, keyed by the lower-cased address', async () => {
    transactions.length = 0;
    await suppressAddresses(Array.from({ length: 150 }, (_, i) => bounce(`Person${i}@Example.com`)));
    expect(transactions.map((t) => t.length)).toEqual([100, 50]);
    expect(putItems(transactions[0] ?? [])[0]).toEqual({
      PK: 'SUPPRESSED#person0@example.com',
      SK: 'SUPPRESSED',
      type: 'EmailSuppression',
      GSI1PK: 'SUPPRESSED',
      GSI1SK: '2026-11-27T14:04:01.882Z#person0@example.com',
      email: 'person0@example.com',
      reason: 'bounce',
      detail: 'Permanent bounce: General',
      at: '2026-11-27T14:04:01.882Z',
    });
  });

  it('puts an address named twice once, with its last record', async () => {
    transactions.length = 0;
    await suppressAddresses([
      bounce('gone@example.net'),
      bounce('other@example.net'),
      bounce('Gone@Example.net', '2026-11-28T09:00:00.000Z'),
    ]);
    expect(transactions).toHaveLength(1);
    expect(putItems(transactions[0] ?? []).map((item) => [item?.email, item?.at])).toEqual([
      ['gone@example.net', '2026-11-28T09:00:00.000Z'],
      ['other@example.net', '2026-11-27T14:04:01.882Z'],
    ]);
  });
});
