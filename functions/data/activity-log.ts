/**
 * Activity log items (docs/data-model.md#activity-log). Access patterns:
 * - a project's activity, newest first: Query PK=ACTIVITY#<projectId>, descending, SK range for dates
 * - administration: Query PK=ACTIVITY#ADMIN, the same way
 * - one object's history: Query GSI1 GSI1PK=ACTIVITYOF#<objectId>, descending
 * An entry is written in the same transaction as the change it records (`activityPut`); downloads and
 * viewer opens are written on their own, best effort (`putActivity`).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { newestFirstPage } from './pages.ts';
import { type Item, table } from './table.ts';
import { type Labeled, transactWrite } from './transactions.ts';

export const ADMIN_SCOPE = 'ADMIN';
const partitionOf = (entry: ActivityEntry) => `ACTIVITY#${entry.projectId ?? ADMIN_SCOPE}`;
const objectIndexKey = (objectId: string) => `ACTIVITYOF#${objectId}`;

function toItem(entry: ActivityEntry): Item {
  return {
    PK: partitionOf(entry),
    SK: entry._id,
    GSI1PK: objectIndexKey(entry.object.id),
    GSI1SK: entry._id,
    itemType: 'activity',
    ...entry,
  };
}

function fromItem(item: Item): ActivityEntry {
  const { PK: _pk, SK: _sk, GSI1PK: _g, GSI1SK: _gs, itemType: _t, ...entry } = item;
  return entry as ActivityEntry;
}

/** The entry as one more item of the transaction that makes the change. */
export function activityPut(entry: ActivityEntry): Labeled {
  return { label: 'activity', item: { Put: { TableName: table(), Item: toItem(entry) } } };
}

/**
 * A new item, refused (its `label` in `TransactionRefused`) if its key is taken, written with the entry that
 * records it in one transaction.
 */
export async function insertWithActivity(label: string, item: Item, entry: ActivityEntry): Promise<void> {
  await transactWrite([
    { label, item: { Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } } },
    activityPut(entry),
  ]);
}

/** An entry on its own (reads of a file: a download, a viewer open). */
export async function putActivity(entry: ActivityEntry): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: toItem(entry) }));
}

export interface ActivityFilter {
  /** Entry ids (ULIDs) from and to, both included: a date range as ULID bounds. */
  idRange?: { from: string; to: string };
  /** Only these areas (the caller's role's reach); undefined means all. */
  areas?: readonly string[];
  area?: string;
  kind?: string;
  actorId?: string;
  /** Within a project's object history: only this project's entries. */
  projectId?: string;
}

export interface ActivityScope {
  /** A project's id, or ADMIN_SCOPE; or an object's history. */
  projectId?: string;
  objectId?: string;
}

function filterExpression(filter: ActivityFilter) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.areas) {
    names['#area'] = 'area';
    parts.push(`#area IN (${filter.areas.map((_, i) => `:area${i}`).join(', ')})`);
    filter.areas.forEach((a, i) => {
      values[`:area${i}`] = a;
    });
  }
  const equal = (field: 'area' | 'kind' | 'projectId', value: string | undefined) => {
    if (value === undefined) return;
    names[`#${field}`] = field;
    values[`:eq_${field}`] = value;
    parts.push(`#${field} = :eq_${field}`);
  };
  equal('area', filter.area);
  equal('kind', filter.kind);
  equal('projectId', filter.projectId);
  if (filter.actorId) {
    names['#actor'] = 'actor';
    names['#aid'] = 'id';
    values[':actorId'] = filter.actorId;
    parts.push('#actor.#aid = :actorId');
  }
  return { parts, names, values };
}

/** One page of entries, newest first (data/pages.ts fills it when filters skip items). */
export async function listActivity(
  scope: ActivityScope,
  filter: ActivityFilter,
  limit: number,
  cursor: string | undefined,
): Promise<{ entries: ActivityEntry[]; nextCursor: string | null }> {
  const byObject = scope.objectId !== undefined;
  const { parts, names, values } = filterExpression(filter);
  if (filter.idRange) {
    values[':from'] = filter.idRange.from;
    values[':to'] = filter.idRange.to;
  }
  const page = await newestFirstPage(
    {
      ...(byObject && { index: 'GSI1' as const }),
      keyNames: byObject ? { pk: 'GSI1PK', sk: 'GSI1SK' } : { pk: 'PK', sk: 'SK' },
      partition: byObject ? objectIndexKey(scope.objectId as string) : `ACTIVITY#${scope.projectId}`,
      ...(filter.idRange && { sortCondition: '#sk BETWEEN :from AND :to' }),
      ...(parts.length && { filter: parts.join(' AND ') }),
      names,
      values,
    },
    limit,
    cursor,
  );
  return { entries: page.items.map(fromItem), nextCursor: page.nextCursor };
}
