/**
 * A person's email notification settings (docs/data-model.md#notification-settings). Access patterns:
 * - a user's settings: GetItem PK=USER#<id>, SK=NOTIFY
 * - many users' settings (the notification job's recipients): BatchGetItem of those keys, 100 a request
 * - change some choices (the settings screen, a one-click unsubscribe): UpdateItem of those attributes only
 * - change the followed folders: TransactWriteItems of the list and one follower item per folder
 *   (PK=FOLLOWERS#<folderId>, SK=USER#<id>) put or deleted to match
 * - does anyone follow one of these folders (an upload): Query PK=FOLLOWERS#<folderId>, Limit 1, per folder
 * Each event's choice is an attribute of its own (`choice_<event>`), so an unsubscribe sets exactly one
 * without reading the item first, and two changes of different events never undo each other. An event
 * never chosen has no attribute: the domain fills in the role's default.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Delivery, NotificationEvent } from '#shared/notifications.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { chunked, retry } from '../commons/retry.ts';
import { batchGet, type Item, idOfKey, type Key, table } from './table.ts';
import { type Labeled, MAX_TRANSACTION_ITEMS, TransactionRefused, transactWrite } from './transactions.ts';

export interface StoredNotificationSettings {
  /** The events the person chose; the rest take their role's default. */
  choices: Partial<Record<NotificationEvent, Delivery>>;
  follows: string[];
}

export interface NotificationSettingsChange {
  choices: Partial<Record<NotificationEvent, Delivery>>;
  updatedAt: string;
}

const settingsKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'NOTIFY' });
const CHOICE_PREFIX = 'choice_';

function fromItem(item: Item | undefined): StoredNotificationSettings {
  const choices: Partial<Record<NotificationEvent, Delivery>> = {};
  for (const [name, value] of Object.entries(item ?? {})) {
    if (name.startsWith(CHOICE_PREFIX)) choices[name.slice(CHOICE_PREFIX.length) as NotificationEvent] = value;
  }
  return { choices, follows: (item?.follows as string[] | undefined) ?? [] };
}

export async function getNotificationSettings(userId: string): Promise<StoredNotificationSettings> {
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: settingsKey(userId), ConsistentRead: true }),
  );
  return fromItem(res.Item);
}

/** The settings of someone who never chose: no choices, no followed folders. */
export const noSettings = (): StoredNotificationSettings => fromItem(undefined);

/**
 * The settings of each of these people, in BatchGetItem requests of 100 keys (strongly consistent, as
 * getNotificationSettings): someone with no settings item has chosen nothing.
 */
export async function notificationSettingsOfUsers(
  userIds: readonly string[],
): Promise<Map<string, StoredNotificationSettings>> {
  const unique = [...new Set(userIds)];
  const items = unique.length === 0 ? [] : await batchGet(unique.map(settingsKey), true);
  const found = new Map(items.map((item) => [idOfKey(item as Key, settingsKey), fromItem(item)]));
  return new Map(unique.map((id) => [id, found.get(id) ?? noSettings()]));
}

const followerKey = (folderId: string, userId: string) => ({ PK: `FOLLOWERS#${folderId}`, SK: `USER#${userId}` });

/** A refused follows write (another change came first) is decided again on a fresh read, a few times. */
const FOLLOWS_RETRY = { attempts: 4, baseMs: 20, maxMs: 200, retryOn: (e: unknown) => e instanceof TransactionRefused };

/**
 * The person's followed folders become `next`: their follower items are put and deleted to match (in
 * transactions of at most 100 items), the last one also writing the list, on condition that it is still
 * the list read. An earlier transaction of a refused attempt may leave a follower item of a folder the list
 * no longer names: it costs a notification job that finds nobody to tell, never a missed email.
 */
export async function setFollowedFolders(userId: string, next: readonly string[], updatedAt: string): Promise<void> {
  await retry(async () => {
    const read = (await getNotificationSettings(userId)).follows;
    const changes: Labeled[] = [
      ...next
        .filter((id) => !read.includes(id))
        .map((id) => ({
          label: 'follower',
          item: { Put: { TableName: table(), Item: { ...followerKey(id, userId), type: 'FolderFollower' } } },
        })),
      ...read
        .filter((id) => !next.includes(id))
        .map((id) => ({ label: 'follower', item: { Delete: { TableName: table(), Key: followerKey(id, userId) } } })),
    ];
    const list: Labeled = {
      label: 'settings',
      item: {
        Update: {
          TableName: table(),
          Key: settingsKey(userId),
          UpdateExpression: 'SET follows = :next, updatedAt = :at, #type = :type',
          ConditionExpression: 'attribute_not_exists(follows) OR follows = :read',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':next': next,
            ':read': read,
            ':at': updatedAt,
            ':type': 'NotificationSettings',
          },
        },
      },
    };
    const parts = chunked(changes, MAX_TRANSACTION_ITEMS - 1);
    const last = parts.pop() ?? [];
    for (const part of parts) await transactWrite(part);
    await transactWrite([...last, list]);
  }, FOLLOWS_RETRY);
}

/** Whether anyone follows one of these folders: one Query of at most one item per folder. */
export async function anyFollower(folderIds: readonly string[]): Promise<boolean> {
  const found = await Promise.all(
    folderIds.map(async (id) => {
      const res = await dynamo().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': `FOLLOWERS#${id}` },
          Limit: 1,
        }),
      );
      return (res.Items?.length ?? 0) > 0;
    }),
  );
  return found.some(Boolean);
}

/** Sets the given choices; answers the settings as stored afterwards. */
export async function updateNotificationSettings(
  userId: string,
  change: NotificationSettingsChange,
): Promise<StoredNotificationSettings> {
  const fields: [string, unknown][] = [
    ...Object.entries(change.choices).map(([event, delivery]): [string, unknown] => [
      `${CHOICE_PREFIX}${event}`,
      delivery,
    ]),
    ['updatedAt', change.updatedAt],
    ['type', 'NotificationSettings'],
  ];
  const res = await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: settingsKey(userId),
      UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromItem(res.Attributes);
}
