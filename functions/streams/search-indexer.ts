/**
 * The DynamoDB Streams consumer that keeps the project search index (docs/architecture.md#search-is-an-index-in-the-same-table-kept-by-the-table-stream).
 * The table stream (NEW_AND_OLD_IMAGES) delivers every change in order per item; each record becomes
 * deterministic puts and deletes (functions/data/search-index.ts), so a record delivered twice changes
 * nothing. On a failure the records from the failed one on are reported back, so Lambda retries them in
 * order (and bisects the batch); what still fails goes to the on-failure queue (infra). Locally
 * local/search-stream.ts feeds the same `processRecords` from DynamoDB Local's stream.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { log, observeBatch } from '../commons/observability.ts';
import { applyChange, cachedTaskReader } from '../data/search-index.ts';
import type { Item, Key } from '../data/table.ts';

type Image = Record<string, AttributeValue>;
const plain = (image: unknown): Item | undefined => (image ? unmarshall(image as Image) : undefined);

/** Applies the records in order; answers the sequence number of the first that failed (then stops). */
export async function processRecords(records: readonly DynamoDBRecord[]): Promise<string | undefined> {
  const readTask = cachedTaskReader();
  for (const record of records) {
    const change = record.dynamodb;
    if (!change?.Keys) continue;
    try {
      await applyChange(
        { keys: plain(change.Keys) as Key, oldImage: plain(change.OldImage), newImage: plain(change.NewImage) },
        readTask,
      );
    } catch (error) {
      log('error', 'search index: a stream record failed', { sequenceNumber: change.SequenceNumber }, error);
      return change.SequenceNumber ?? '';
    }
  }
  return undefined;
}

/** The Lambda entry: one batch, with the endpoints' logger and metrics (observeBatch). */
export function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  return observeBatch(
    'stream:search-indexer',
    async () => {
      const failed = await processRecords(event.Records);
      return { batchItemFailures: failed === undefined ? [] : [{ itemIdentifier: failed }] };
    },
    // failed: 1 when a record failed (it and the records after it are handed back), else 0
    (result) => ({ records: event.Records.length, failed: result.batchItemFailures.length }),
  );
}
