/**
 * The local stream reader's retry rule, as Lambda's for the indexer in AWS: a failing record is tried again
 * SEARCH_INDEXER_RETRIES times, then set aside so the records after it are indexed (AWS hands it to the
 * failure queue). One bad record must not stop the index for good.
 */
import { SEARCH_INDEXER_RETRIES } from '../functions/streams/search-indexer-retries.ts';

export interface Failing {
  sequenceNumber: string;
  /** Failures of this record in a row. */
  attempts: number;
}

export function afterFailure(
  previous: Failing | undefined,
  sequenceNumber: string,
): { failing: Failing; setAside: boolean } {
  const attempts = previous?.sequenceNumber === sequenceNumber ? previous.attempts + 1 : 1;
  return { failing: { sequenceNumber, attempts }, setAside: attempts > SEARCH_INDEXER_RETRIES };
}
