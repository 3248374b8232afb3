/**
 * One-off: builds the project search index for items written before the index existed
 * (local/search-backfill.ts does the work; `npm start` runs it by itself when it turns the stream on for an
 * older data folder).
 *
 *   locally:  DATA_DIR=.data npm run search:backfill   (the running `npm start` stack of that data folder)
 *   in AWS:   TABLE_NAME=<table> AWS_REGION=<region> npm run search:backfill   (credentials that may read and write the table)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backfillSearchIndex } from '../local/search-backfill.ts';
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
  const indexed = await backfillSearchIndex(process.env.TABLE_NAME as string, (scanned, done) =>
    process.stdout.write(`\rscanned ${scanned} items, indexed ${done}`),
  );
  console.log(`\nDone: ${indexed} files, folders, tasks and notes are in the search index.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
