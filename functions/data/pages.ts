/**
 * A page of a Query that filters: DynamoDB applies a FilterExpression after reading, so one request can
 * come back with few or no matches. The Query is repeated (a bounded number of times) until the page is
 * full; when a read brings more matches than the page holds, the cursor points after the last one kept,
 * so nothing is skipped or shown twice.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { type Item, table } from './table.ts';

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

/** One partition of the table or of an index, read newest first (descending sort key) and filtered. */
export interface NewestFirst {
  index?: 'GSI1' | 'GSI2';
  /** The key attributes of what is queried: PK and SK, or the index's. */
  keyNames: { pk: string; sk: string };
  partition: string;
  /** A condition on the sort key, written with `#sk` (a date range). */
  sortCondition?: string;
  /** A FilterExpression. */
  filter?: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** A filled page of a NewestFirst query; a cursor is accepted only for the partition it came from. */
export function newestFirstPage(
  q: NewestFirst,
  limit: number,
  cursor: string | undefined,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const { pk, sk } = q.keyNames;
  return filledPage(
    {
      TableName: table(),
      ...(q.index && { IndexName: q.index }),
      KeyConditionExpression: q.sortCondition ? `#pk = :pk AND ${q.sortCondition}` : '#pk = :pk',
      ...(q.filter && { FilterExpression: q.filter }),
      ExpressionAttributeNames: { ...q.names, '#pk': pk, ...(q.sortCondition && { '#sk': sk }) },
      ExpressionAttributeValues: { ...q.values, ':pk': q.partition },
      ScanIndexForward: false,
    },
    {
      limit,
      cursor,
      partition: { [pk]: q.partition },
      keyOf: (item) => ({ PK: item.PK, SK: item.SK, [pk]: item[pk], [sk]: item[sk] }),
    },
  );
}
