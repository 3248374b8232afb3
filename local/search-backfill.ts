/**
 * Builds the project search index for items written before it existed (docs/data-model.md#project-search):
 * one Scan of the table, page by page (a one-off at start-up or from `npm run search:backfill`, never a
 * request path), every file, folder, task and note brought in line with the indexer's own code, comparing
 * with what the index already holds, so running it twice, or while the stream consumer runs, changes
 * nothing more. A second Scan of the term items deletes those whose item's note does not name them in
 * their project (left behind by moves to another project before version 2), and the index's version is
 * noted, so `npm start` repairs an older data folder once.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import {
  applyChange,
  cachedTaskReader,
  indexedIdentity,
  markSearchIndexVersion,
  removeOrphanTerms,
} from '../functions/data/search-index.ts';
import type { Item, Key } from '../functions/data/table.ts';

export async function backfillSearchIndex(
  tableName: string,
  progress: (scanned: number, indexed: number) => void = () => {},
): Promise<number> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const readTask = cachedTaskReader();
  let scanned = 0;
  let indexed = 0;
  let start: Item | undefined;
  try {
    do {
      const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        scanned += 1;
        const keys: Key = { PK: item.PK, SK: item.SK };
        if (!indexedIdentity(keys)) continue;
        await applyChange({ keys, newImage: item }, readTask, { rebuild: true });
        indexed += 1;
      }
      start = page.LastEvaluatedKey;
      progress(scanned, indexed);
    } while (start);
    await repairSearchIndex(tableName);
  } finally {
    client.destroy();
  }
  return indexed;
}

/**
 * Deletes the term items whose item's note does not name them in their project (left behind by moves to
 * another project before version 2 of the index), then notes the index's version: one Scan of the term items.
 */
export async function repairSearchIndex(tableName: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  let start: Item | undefined;
  try {
    do {
      const page: ScanCommandOutput = await client.send(
        new ScanCommand({
          TableName: tableName,
          ExclusiveStartKey: start,
          FilterExpression: 'itemType = :term',
          ExpressionAttributeValues: { ':term': 'search-term' },
        }),
      );
      await removeOrphanTerms(page.Items ?? []);
      start = page.LastEvaluatedKey;
    } while (start);
    await markSearchIndexVersion();
  } finally {
    client.destroy();
  }
}
