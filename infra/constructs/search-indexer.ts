/**
 * The search index's stream consumer (docs/architecture.md#search-is-an-index-in-the-same-table-kept-by-the-table-stream):
 * a Lambda on the table's stream (NEW_AND_OLD_IMAGES) that turns each change of a file, folder, task or
 * note into puts and deletes of term items. Failed records are reported back (ReportBatchItemFailures),
 * the batch is bisected and retried a bounded number of times, and what still fails lands in a queue with
 * an alarm; the iterator age alarms when the index falls behind. A nested stack of the API stack, like the
 * jobs and the mail feedback, so the API stack keeps its room to grow.
 */
import { Duration, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { SEARCH_INDEXER_RETRIES } from '#functions/streams/search-indexer-retries.ts';
import type { LambdaArchitecture } from '../config.ts';
import { AppFunction } from './app-function.ts';
import { deadLetterQueue } from './dead-letter-queue.ts';

/** What the indexer does to the table: read its note of what it wrote, write term items and that note. */
export const SEARCH_INDEXER_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:BatchWriteItem',
] as const;
export { SEARCH_INDEXER_RETRIES };

export interface SearchIndexerProps extends NestedStackProps {
  codeDir: string;
  /** The table, with its stream enabled. */
  table: dynamodb.ITable;
  architecture?: LambdaArchitecture;
  alarmTopic: sns.ITopic;
}

export class SearchIndexer extends NestedStack {
  readonly fn: AppFunction;
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: SearchIndexerProps) {
    super(scope, id, { description: 'Site office: the search indexer on the table stream', ...props });
    this.fn = new AppFunction(this, 'Indexer', {
      codeDir: props.codeDir,
      description: 'the search indexer: keeps the project search index from the table stream',
      architecture: props.architecture,
      timeout: Duration.minutes(1),
    });
    this.fn.bindTableActions(props.table, SEARCH_INDEXER_TABLE_ACTIONS);

    this.failures = deadLetterQueue(
      this,
      'Failures',
      'This queue is itself the on-failure destination of the search indexer: it holds the stream positions of records that failed every retry, for an operator (docs/operations.md).',
    );
    this.fn.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        retryAttempts: SEARCH_INDEXER_RETRIES,
        maxRecordAge: Duration.hours(24),
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.failures),
      }),
    );
    this.fn.alarmOn(props.alarmTopic, 'SearchIndexer');
  }
}
