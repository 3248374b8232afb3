/**
 * The events each person chose to get in the daily digest (docs/data-model.md#notification-events).
 * Access patterns:
 * - keep events for one person: BatchWriteItem puts PK=DIGEST#<userId>, SK=<event id>
 * - a person's waiting digest: Query PK=DIGEST#<userId>
 * - sent: BatchWriteItem deletes
 */
import { eventsOfPartition, type NotificationEventRecord } from './notification-events.ts';
import { batchWrite, deleteItems } from './table.ts';

const digestKey = (userId: string, eventId: string) => ({ PK: `DIGEST#${userId}`, SK: eventId });

export async function insertDigestEntries(userId: string, events: readonly NotificationEventRecord[]): Promise<void> {
  await batchWrite(
    events.map((e) => ({ PutRequest: { Item: { ...digestKey(userId, e._id), type: 'DigestEntry', ...e } } })),
  );
}

export const waitingDigestEntries = (userId: string) => eventsOfPartition(`DIGEST#${userId}`);

export async function removeDigestEntries(userId: string, events: readonly NotificationEventRecord[]): Promise<void> {
  await deleteItems(events.map((e) => digestKey(userId, e._id)));
}
