/**
 * One-off: builds the project search index for items written before the index existed
 * (docs/data-model.md#project-search). It scans the table once, page by page (a one-off command, never a
 * request path), and brings every file, folder, task and note into the index with the indexer's own code,
 * comparing with what the index already holds, so running it twice, or while the stream consumer runs,
 * changes nothing more.
 *
 *   locally:  DATA_DIR=.data npm run search:backfill   (the running `npm start` stack of that data folder)
 *   in AWS:   TABLE_NAME=<table> AWS_REGION=<region> npm run search:backfill   (credentials that may read and write the table)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { applyChange, cachedTaskReader, indexedIdentity } from '../functions/data/search-index.ts';
import type { Item, Key } from '../functions/data/table.ts';
import { LOCAL_CREDENTIALS, TABLE_NAME } from '../local/stack.ts';

function configure(): void {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) {
    if (!process.env.TABLE_NAME)
      throw new Error('Set DATA_DIR (a local data folder) or TABLE_NAME (a deployed table).');
    return;
  }
  const file = join(resolve(dataDir), 'endpoints.json');
  if (!existsSync(file)) throw new Error(`${file} not found: start the local stack with DATA_DIR=${dataDir} first.`);
  const endpoints = JSON.parse(readFileSync(file, 'utf8')) as { dynamodb: string };
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_REGION: process.env.AWS_REGION ?? 'ca-central-1',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: process.env.TABLE_NAME ?? TABLE_NAME,
  });
}

async function main(): Promise<void> {
  configure();
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const tableName = process.env.TABLE_NAME as string;
  const readTask = cachedTaskReader();
  let scanned = 0;
  let indexed = 0;
  let start: Item | undefined;
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
    process.stdout.write(`\rscanned ${scanned} items, indexed ${indexed}`);
  } while (start);
  console.log(`\nDone: ${indexed} files, folders, tasks and notes are in the search index.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
