/**
 * Builds the project search index for items written before it existed (docs/data-model.md#project-search):
 * one Scan of the table, page by page (a one-off at start-up or from `npm run search:backfill`, never a
 * request path), every file, folder, task and note brought in line with the indexer's own code, comparing
 * with what the index already holds, so running it twice, or while the stream consumer runs, changes
 * nothing more.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { applyChange, cachedTaskReader, indexedIdentity } from '../functions/data/search-index.ts';
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
  } finally {
    client.destroy();
  }
  return indexed;
}
