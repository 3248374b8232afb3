/** Single-table access helpers. Key shapes per entity live in the entity's own module. */
import {
  BatchGetCommand,
  BatchWriteCommand,
  type NativeAttributeValue,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { config } from '../commons/config.ts';
import { BATCH_RETRY, chunked, drainBatch } from '../commons/retry.ts';

export type Item = Record<string, NativeAttributeValue>;
export interface Key {
  PK: string;
  SK: string;
}

export const table = () => config.tableName();

/** Every item of one GSI1 partition (all users, all projects, a module's folders, a schedule), pages followed. */
export function queryIndexPartition(pk: string): Promise<Item[]> {
  return queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
}

/** Every item of a query, following pages (for lists that are small by nature, such as users). */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, TableName: table(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * Get many items by key: 100 per request, retrying unprocessed keys. Order is not kept. `consistent` asks
 * for strongly consistent reads, as a GetItem with ConsistentRead would.
 */
export async function batchGet(keys: Key[], consistent = false): Promise<Item[]> {
  const found: Item[] = [];
  for (const chunk of chunked(keys, 100)) {
    await drainBatch(
      chunk,
      async (pending) => {
        const res = await dynamo().send(
          new BatchGetCommand({
            RequestItems: { [table()]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}) } },
          }),
        );
        found.push(...(res.Responses?.[table()] ?? []));
        return (res.UnprocessedKeys?.[table()]?.Keys as Key[] | undefined) ?? [];
      },
      { ...BATCH_RETRY, what: 'keys' },
    );
  }
  return found;
}

/**
 * An item as the typed record its module stores, without the table's key attributes and item type: the one
 * place where a read item becomes a record.
 */
export function recordOf<R>(item: Item): R {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, type: _t, ...rest } = item;
  return rest as R;
}

/**
 * The id a key builder put into `keys`, or undefined when `keys` was not made by it: entity modules use it
 * to parse their own keys (`build('')` gives the builder's prefix and sort key).
 */
export function idOfKey(keys: Key, build: (id: string) => Key): string | undefined {
  const empty = build('');
  if (keys.SK !== empty.SK || !keys.PK.startsWith(empty.PK)) return undefined;
  return keys.PK.slice(empty.PK.length) || undefined;
}

/**
 * The TTL attribute of an item that stops counting at an ISO instant: DynamoDB's TTL deletes it `keptSeconds`
 * later (it deletes within days, so every read still checks the instant itself).
 */
export function ttlAfter(instant: string, keptSeconds: number): number {
  return Math.ceil(Date.parse(instant) / 1000) + keptSeconds;
}

/**
 * One PutItem of a new item (an upload, a job): DynamoDB refuses it with a ConditionalCheckFailedException
 * (`isConditionFailure`) when an item with its key exists, so nothing is overwritten.
 */
export async function putNewItem(item: Item & Key): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** A conditional update of one item: false, and nothing written, when its condition did not hold. */
export async function updateIf(
  update: Omit<UpdateCommandInput, 'TableName' | 'ConditionExpression'> & { ConditionExpression: string },
): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand({ TableName: table(), ...update }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

/** Puts and deletes, 25 per BatchWriteItem, unprocessed ones sent again (within BATCH_RETRY); answers the requests sent. */
export async function batchWrite(requests: WriteRequest[]): Promise<number> {
  let sent = 0;
  for (const chunk of chunked(requests, 25)) {
    await drainBatch(
      chunk,
      async (pending) => {
        const res = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table()]: pending } }));
        sent += 1;
        return (res.UnprocessedItems?.[table()] ?? []) as WriteRequest[];
      },
      { ...BATCH_RETRY, what: 'writes' },
    );
  }
  return sent;
}

/** Deletes items by key (batchWrite). */
export async function deleteItems(keys: Key[]): Promise<void> {
  await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
}

/**
 * Deletes every item of partition `pk` whose sort key starts with `prefix` (the comments or photos of a pin):
 * their keys read with pages followed, then batchWrite deletes. Safe to repeat.
 */
export async function deleteSortKeyPrefix(pk: string, prefix: string): Promise<void> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ProjectionExpression: 'PK, SK',
  });
  await deleteItems(items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })));
}
