/**
 * A person's email notification settings (docs/data-model.md#notification-settings). Access patterns:
 * - a user's settings: GetItem PK=USER#<id>, SK=NOTIFY
 * - change some choices (the settings screen, a one-click unsubscribe): UpdateItem of those attributes only
 * Each event's choice is an attribute of its own (`choice_<event>`), so an unsubscribe sets exactly one
 * without reading the item first, and two changes of different events never undo each other. An event
 * never chosen has no attribute: the domain fills in the role's default.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Delivery, NotificationEvent } from '#shared/notifications.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { type Item, table } from './table.ts';

export interface StoredNotificationSettings {
  /** The events the person chose; the rest take their role's default. */
  choices: Partial<Record<NotificationEvent, Delivery>>;
  follows: string[];
}

export interface NotificationSettingsChange {
  choices: Partial<Record<NotificationEvent, Delivery>>;
  /** Left out: the followed folders stay as they are. */
  follows?: string[];
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

/** Sets the given choices (and the follows, when given); answers the settings as stored afterwards. */
export async function updateNotificationSettings(
  userId: string,
  change: NotificationSettingsChange,
): Promise<StoredNotificationSettings> {
  const fields: [string, unknown][] = [
    ...Object.entries(change.choices).map(([event, delivery]): [string, unknown] => [
      `${CHOICE_PREFIX}${event}`,
      delivery,
    ]),
    ...(change.follows ? ([['follows', change.follows]] as [string, unknown][]) : []),
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
