/**
 * Share links. Access patterns:
 * - a link by id (open, revoke): GetItem PK=SHARE#<id>, SK=SHARE
 * - a file's links: Query GSI1 GSI1PK=FILESHARES#<fileId> (newest first)
 * - each opening: PK=SHARE#<id>, SK=OPEN#<time>#<ulid>, written with the link's counter in one transaction
 * Making, revoking and opening a link each write an activity entry in the same transaction.
 * The link's secret is stored only as a SHA-256 hash. `ttl` removes links 30 days after they expire.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Module } from '#shared/roles.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut, insertWithActivity } from './activity-log.ts';
import { type Item, table, ttlAfter } from './table.ts';
import { TransactionRefused, transactWrite } from './transactions.ts';

export interface ShareRecord {
  _id: string;
  secretHash: string;
  fileId: string;
  module: Module;
  projectId: string;
  createdAt: string;
  created_by: string;
  created_by_name: string;
  expiresAt: string;
  revokedAt?: string;
  openCount: number;
  lastOpenedAt?: string;
  /** Why the link was made, e.g. a print order id. */
  purpose?: string;
  /** The file's version the link was made for, and delivers (absent: links made before versions). */
  version?: number;
}

const shareKey = (id: string) => ({ PK: `SHARE#${id}`, SK: 'SHARE' });
const KEEP_AFTER_EXPIRY_SECONDS = 30 * 86_400;

function fromItem(item: Item): ShareRecord {
  const { PK: _p, SK: _s, GSI1PK: _g, GSI1SK: _gs, ttl: _t, ...rest } = item;
  return { openCount: 0, ...rest } as ShareRecord;
}

export async function insertShare(share: ShareRecord, activity: ActivityEntry): Promise<void> {
  const item = {
    ...shareKey(share._id),
    GSI1PK: `FILESHARES#${share.fileId}`,
    GSI1SK: `${share.createdAt}#${share._id}`,
    ttl: ttlAfter(share.expiresAt, KEEP_AFTER_EXPIRY_SECONDS),
    ...share,
  };
  await insertWithActivity('link', item, activity);
}

export async function getShare(id: string): Promise<ShareRecord | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: shareKey(id) }));
  return res.Item ? fromItem(res.Item) : undefined;
}

export async function listFileShares(fileId: string): Promise<ShareRecord[]> {
  const res = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `FILESHARES#${fileId}` },
      ScanIndexForward: false,
      Limit: 200,
    }),
  );
  return (res.Items ?? []).map(fromItem);
}

/** Revokes once: a link revoked already is left as it is (and no second entry is written). */
export async function markRevoked(id: string, at: Date, activity: ActivityEntry): Promise<void> {
  try {
    await transactWrite([
      {
        label: 'link',
        item: {
          Update: {
            TableName: table(),
            Key: shareKey(id),
            UpdateExpression: 'SET revokedAt = :at',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revokedAt)',
            ExpressionAttributeValues: { ':at': at.toISOString() },
          },
        },
      },
      activityPut(activity),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
  }
}

export async function recordOpening(
  id: string,
  opening: { _id: string; at: Date; ip: string; userAgent: string; expiresAt: string },
  activity: ActivityEntry,
): Promise<void> {
  await transactWrite([
    activityPut(activity),
    {
      label: 'opening',
      item: {
        Put: {
          TableName: table(),
          Item: {
            PK: `SHARE#${id}`,
            SK: `OPEN#${opening.at.toISOString()}#${opening._id}`,
            openedAt: opening.at.toISOString(),
            ip: opening.ip,
            userAgent: opening.userAgent.slice(0, 300),
            ttl: ttlAfter(opening.expiresAt, KEEP_AFTER_EXPIRY_SECONDS),
          },
        },
      },
    },
    {
      label: 'link',
      item: {
        Update: {
          TableName: table(),
          Key: shareKey(id),
          UpdateExpression: 'ADD openCount :one SET lastOpenedAt = :at',
          ExpressionAttributeValues: { ':one': 1, ':at': opening.at.toISOString() },
        },
      },
    },
  ]);
}

/** Every recorded opening of a link, oldest first. */
export async function listOpenings(id: string): Promise<{ openedAt: string; ip: string; userAgent: string }[]> {
  const res = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :open)',
      ExpressionAttributeValues: { ':pk': `SHARE#${id}`, ':open': 'OPEN#' },
    }),
  );
  return (res.Items ?? []).map((i) => ({ openedAt: i.openedAt, ip: i.ip, userAgent: i.userAgent }));
}
