/**
 * Notification events waiting for their email (docs/data-model.md#notification-events). Access patterns:
 * - record one: PutItem PK=NOTIFYQ#<subject>, SK=<event id> (a ULID, so the oldest comes first)
 * - what waits for one subject (a task's site report, a project's day log): Query PK=NOTIFYQ#<subject>
 * - taken by a job: DeleteItem of each on condition it is still there (two jobs never take the same)
 * An event is written after the change it tells of (never inside its transaction: the change must not fail
 * for want of an email). The sendNotifications job takes a subject's waiting events together, so a burst on
 * one object is one email per person. DynamoDB's TTL removes an event nobody took within a week.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationEvent } from '#shared/notifications.ts';
import type { Section } from '#shared/roles.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { type Item, isConditionFailure, queryAll, recordOf, table } from './table.ts';

export interface NotificationEventRecord {
  _id: string;
  /** What the events of one email are about, e.g. `task:<id>` or `daily-log:<projectId>:<date>`. */
  subject: string;
  event: NotificationEvent;
  projectId: string;
  /** The object's name in the app's words ("Pour footings", "Daily log of 2026-03-02"). */
  objectName: string;
  /** The web app's path of the object, without the origin. */
  path: string;
  /** What happened, in the app's words ("added 3 photos"). */
  action: string;
  actorId: string;
  actorName: string;
  /** Told to this person only, their own action included (their print order); else to whoever may hear of it. */
  recipientId?: string;
  /** The area the object is in, when the event's kind does not say it (a print order's file). */
  section?: Section;
  /** A new file's folder and the folders above it: told only to people who follow one of them. */
  folderIds?: string[];
  at: string;
  /** Epoch seconds. */
  ttl: number;
}

const eventKey = (subject: string, id: string) => ({ PK: `NOTIFYQ#${subject}`, SK: id });

/** An event's item (also written inside another module's transaction: due-tasks.ts). */
export const notificationEventItem = (record: NotificationEventRecord): Item => ({
  ...eventKey(record.subject, record._id),
  type: 'NotificationEvent',
  ...record,
});

export async function insertNotificationEvent(record: NotificationEventRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table(), Item: notificationEventItem(record) }));
}

const fromItem = (item: Item) => recordOf<NotificationEventRecord>(item);

/** Every event kept in one partition, oldest first (a subject's waiting events, a person's digest). */
export async function eventsOfPartition(pk: string): Promise<NotificationEventRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ConsistentRead: true,
  });
  return items.map(fromItem);
}

/** The events waiting for one subject, oldest first. */
export const waitingNotificationEvents = (subject: string) => eventsOfPartition(`NOTIFYQ#${subject}`);

/**
 * Takes the events for this job: each is deleted on condition that it is still there, and only the ones this
 * call deleted are answered. Two jobs of one subject running at once (SQS delivers at least once, and each
 * event queues a job) so never both send the same event.
 */
export async function claimNotificationEvents(
  events: readonly NotificationEventRecord[],
): Promise<NotificationEventRecord[]> {
  const claimed = await Promise.all(
    events.map(async (e) => {
      try {
        await dynamo().send(
          new DeleteCommand({
            TableName: table(),
            Key: eventKey(e.subject, e._id),
            ConditionExpression: 'attribute_exists(PK)',
          }),
        );
        return [e];
      } catch (error) {
        if (isConditionFailure(error)) return [];
        throw error;
      }
    }),
  );
  return claimed.flat();
}
