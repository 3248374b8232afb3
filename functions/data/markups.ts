/**
 * Markups on a sheet (docs/data-model.md#markups). Access patterns:
 * - a markup by id: GetItem PK=MARKUP#<id>, SK=MARKUP
 * - the markups of one version of a sheet (drafts and published), oldest first:
 *   Query GSI2 GSI2PK=SHEETMARKUPS#<fileId>#V<version>
 * Each version of a sheet has its own partition, so a new version starts with none and an older one keeps
 * its own. Every write carries its activity entry in the same transaction; a change or a delete is
 * conditional on the `updatedAt` it read, so two writes cannot overwrite each other.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Markup } from '#shared/models/markups.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut, insertWithActivity } from './activity-log.ts';
import { Refused } from './refusals.ts';
import { type Item, queryAll, recordOf, table } from './table.ts';
import { type TransactItem, transactOrRefuse } from './transactions.ts';

const markupKey = (id: string) => ({ PK: `MARKUP#${id}`, SK: 'MARKUP' });
const versionPartition = (fileId: string, version: number) => `SHEETMARKUPS#${fileId}#V${version}`;
const MARKUP_LABEL = 'markup';

function toItem(markup: Markup): Item {
  return {
    ...markupKey(markup._id),
    GSI2PK: versionPartition(markup.fileId, markup.version),
    GSI2SK: markup._id,
    type: 'markup',
    ...markup,
  };
}

function fromItem(item: Item): Markup {
  const { GSI2PK: _g2, GSI2SK: _g2s, ...rest } = item;
  return recordOf<Markup>(rest);
}

export async function insertMarkup(markup: Markup, activity: ActivityEntry): Promise<void> {
  await insertWithActivity(MARKUP_LABEL, toItem(markup), activity);
}

export async function getMarkup(id: string): Promise<Markup | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: markupKey(id), ConsistentRead: true }));
  return res.Item ? fromItem(res.Item) : undefined;
}

/** Every markup of a version of a sheet, drafts included, oldest first. */
export async function listVersionMarkups(fileId: string, version: number): Promise<Markup[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': versionPartition(fileId, version) },
  });
  return items.map(fromItem);
}

/** Only when the markup is still as it was read. */
const unchangedSince = (before: Markup) => ({
  ConditionExpression: 'updatedAt = :read',
  ExpressionAttributeValues: { ':read': before.updatedAt },
});

/** One write of a markup with its activity entry: Refused (conflict markup) when it changed or was deleted. */
const withEntry = (item: TransactItem, activity: ActivityEntry) =>
  transactOrRefuse([[{ label: MARKUP_LABEL, item }, activityPut(activity)]], () => new Refused('conflict', 'markup'));

/** Writes `next` over the markup read as `before`, with its activity entry. */
export function replaceMarkup(before: Markup, next: Markup, activity: ActivityEntry): Promise<void> {
  return withEntry({ Put: { TableName: table(), Item: toItem(next), ...unchangedSince(before) } }, activity);
}

/** Deletes the markup read as `before`, with its activity entry. */
export function deleteMarkupRecord(before: Markup, activity: ActivityEntry): Promise<void> {
  return withEntry({ Delete: { TableName: table(), Key: markupKey(before._id), ...unchangedSince(before) } }, activity);
}
