/**
 * A page of a Query that filters: DynamoDB applies a FilterExpression after reading, so one request can
 * come back with few or no matches. The Query is repeated (a bounded number of times) until the page is
 * full; when a read brings more matches than the page holds, the cursor points after the last one kept,
 * so nothing is skipped or shown twice.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { Item } from './table.ts';

/** Requests per page at most; items read per request at least. */
const READ_BUDGET = 4;
const MIN_READ = 200;

export interface FilledPageOptions {
  limit: number;
  cursor: string | undefined;
  /** Key attributes a cursor must carry unchanged (the partition it came from). */
  partition: Record<string, string>;
  /** The table and index key attributes of an item: where the next page starts after it. */
  keyOf: (item: Item) => Item;
}

export async function filledPage(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>,
  { limit, cursor, partition, keyOf }: FilledPageOptions,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const items: Item[] = [];
  let start = decodeCursor(cursor, partition);
  for (let reads = 0; reads < READ_BUDGET && items.length < limit; reads++) {
    const res = await dynamo().send(
      new QueryCommand({ ...input, ExclusiveStartKey: start, Limit: Math.max(limit - items.length, MIN_READ) }),
    );
    const found = res.Items ?? [];
    const room = limit - items.length;
    if (found.length > room) {
      const kept = found.slice(0, room);
      items.push(...kept);
      return { items, nextCursor: encodeCursor(keyOf(kept[kept.length - 1] as Item)) };
    }
    items.push(...found);
    start = res.LastEvaluatedKey;
    if (!start) break;
  }
  return { items, nextCursor: encodeCursor(start) };
}
