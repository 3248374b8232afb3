import { describe, expect, it } from 'vitest';
import { SEARCH_INDEXER_RETRIES } from '../functions/streams/search-indexer-retries.ts';
import { afterFailure, type Failing } from './stream-retries.ts';

describe('the local stream reader after a failed record', () => {
  it('CI-S2: tries a failing record again a bounded number of times, then sets it aside', () => {
    let failing: Failing | undefined;
    const outcomes: boolean[] = [];
    for (let i = 0; i <= SEARCH_INDEXER_RETRIES; i++) {
      const next = afterFailure(failing, '0042');
      failing = next.failing;
      outcomes.push(next.setAside);
    }
    expect(outcomes).toEqual([...Array(SEARCH_INDEXER_RETRIES).fill(false), true]);
  });

  it('counts again from one for another record', () => {
    const first = afterFailure({ sequenceNumber: '0042', attempts: SEARCH_INDEXER_RETRIES }, '0043');
    expect(first).toEqual({ failing: { sequenceNumber: '0043', attempts: 1 }, setAside: false });
  });
});
