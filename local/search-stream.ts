/**
 * Locally, what Lambda's DynamoDB Streams trigger does in AWS: reads DynamoDB Local's table stream and hands
 * the records, in order per shard, to the same consumer code (functions/streams/search-indexer.ts). A
 * record that fails is read again from its sequence number after a short wait, a bounded number of times
 * (local/stream-retries.ts); then it is logged and set aside, as AWS hands it to the failure queue. The last sequence number
 * done per shard is kept in DATA_DIR/search-stream.json, so a restart goes on where it stopped (replaying
 * would be harmless too: the consumer is idempotent).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { processRecords } from '../functions/streams/search-indexer.ts';
import { repairImage } from './stream-image.ts';
import { afterFailure, type Failing } from './stream-retries.ts';

const IDLE_WAIT_MS = 50;
const FAILURE_WAIT_MS = 500;
const SHARD_REFRESH_MS = 1000;

/** A record as Lambda's event hands it over, with DynamoDB Local's typeless empty maps repaired. */
function asLambdaRecord(record: _Record): DynamoDBRecord {
  const change = record.dynamodb;
  if (!change) return record as DynamoDBRecord;
  const repaired = {
    ...change,
    NewImage: change.NewImage && repairImage(change.NewImage),
    OldImage: change.OldImage && repairImage(change.OldImage),
  };
  return { ...record, dynamodb: repaired } as DynamoDBRecord;
}

export interface StreamPoller {
  /** True when the last read of every open shard found nothing new. */
  caughtUp(): boolean;
  stop(): Promise<void>;
}

interface ShardState {
  iterator: string | undefined;
  /** Nothing new on the last read. */
  idle: boolean;
  failing?: Failing;
}

export async function startSearchStream(options: {
  endpoint: string;
  tableName: string;
  dataDir: string;
}): Promise<StreamPoller> {
  const dynamodb = new DynamoDBClient({ endpoint: options.endpoint });
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint });
  const checkpointFile = join(options.dataDir, 'search-stream.json');
  const done: Record<string, string> = existsSync(checkpointFile)
    ? (JSON.parse(readFileSync(checkpointFile, 'utf8')) as Record<string, string>)
    : {};
  const table = await dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${options.tableName} has no stream`);

  const open = new Map<string, ShardState>();
  const closed = new Set<string>();
  let stopped = false;
  let lastRefresh = 0;

  const iteratorFor = async (shardId: string, after?: string, at?: string) =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: at ? 'AT_SEQUENCE_NUMBER' : after ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON',
          SequenceNumber: at ?? after,
        }),
      )
    ).ShardIterator;

  async function refreshShards(): Promise<void> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const res = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      shards.push(...(res.StreamDescription?.Shards ?? []));
      start = res.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    for (const shard of shards) {
      const id = shard.ShardId;
      if (!id || open.has(id) || closed.has(id)) continue;
      // A child shard starts once its parent is read to its end, so changes of one item stay in order.
      const parent = shard.ParentShardId;
      if (parent && open.has(parent)) continue;
      open.set(id, { iterator: await iteratorFor(id, done[id]), idle: false });
    }
    lastRefresh = Date.now();
  }

  async function readShard(shardId: string, state: ShardState): Promise<void> {
    if (!state.iterator) {
      open.delete(shardId);
      closed.add(shardId);
      return;
    }
    const res = await streams.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 1000 }));
    const records = (res.Records ?? []) as _Record[];
    state.idle = records.length === 0;
    if (records.length > 0) {
      const failed = await processRecords(records.map(asLambdaRecord));
      if (failed !== undefined) {
        const { failing, setAside } = afterFailure(state.failing, failed);
        state.failing = failing;
        state.idle = false;
        if (!setAside) {
          state.iterator = await iteratorFor(shardId, undefined, failed);
          await new Promise((r) => setTimeout(r, FAILURE_WAIT_MS));
          return;
        }
        // As Lambda hands it to the failure queue: the index goes on with the records after it.
        console.error(
          `search stream: the record ${failed} failed ${failing.attempts} times and is set aside; the index goes on without it`,
        );
        done[shardId] = failed;
        writeFileSync(checkpointFile, JSON.stringify(done));
        state.iterator = await iteratorFor(shardId, failed);
        return;
      }
      const last = records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) {
        done[shardId] = last;
        writeFileSync(checkpointFile, JSON.stringify(done));
      }
    }
    state.iterator = res.NextShardIterator;
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      try {
        if (Date.now() - lastRefresh > SHARD_REFRESH_MS || open.size === 0) await refreshShards();
        for (const [id, state] of [...open]) if (!stopped) await readShard(id, state);
      } catch (error) {
        if (!stopped) console.error('search stream: reading the table stream failed, retrying', error);
        await new Promise((r) => setTimeout(r, FAILURE_WAIT_MS));
      }
      if ([...open.values()].every((s) => s.idle)) await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
    }
  }

  const running = loop();
  return {
    caughtUp: () => [...open.values()].every((s) => s.idle),
    stop: async () => {
      stopped = true;
      await running;
      dynamodb.destroy();
      streams.destroy();
    },
  };
}
