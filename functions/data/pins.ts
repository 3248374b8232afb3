/**
 * Pins on a sheet (docs/data-model.md#pins). Access patterns:
 * - a pin by id: GetItem PK=PIN#<id>, SK=PIN
 * - a project's pins, newest first, filtered (status, category, assignee, sheet, overdue), in pages:
 *   Query GSI1 GSI1PK=PINS#<projectId>, descending
 * - a sheet's pins (every version): Query GSI2 GSI2PK=SHEETPINS#<fileId>
 * Every write carries its activity entry in the same transaction; a change is conditional on the
 * `updatedAt` it read, so two people changing one pin cannot overwrite each other.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Pin } from '#shared/models/pins.ts';
import type { Module } from '#shared/roles.ts';
import type { PinFilters } from '#shared/schemas/pins.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut, insertWithActivity } from './activity-log.ts';
import { newestFirstPage } from './pages.ts';
import { Refused } from './refusals.ts';
import { type Item, queryAll, table } from './table.ts';
import { transactOrRefuse } from './transactions.ts';

/** A pin as stored: the answer's fields but those worked out when it is read. */
export type PinRecord = Omit<Pin, 'checkPositionOn' | 'overdue'>;

/** The pin's own item; its comments share its partition (pin-comments.ts). */
export const pinKey = (id: string) => ({ PK: `PIN#${id}`, SK: 'PIN' });
const projectPartition = (projectId: string) => `PINS#${projectId}`;
const sheetPartition = (fileId: string) => `SHEETPINS#${fileId}`;
const PIN_LABEL = 'pin';

/** The item: keys, and the assignee's id on its own for the filter. */
function toItem(pin: PinRecord): Item {
  return {
    ...pinKey(pin._id),
    GSI1PK: projectPartition(pin.projectId),
    GSI1SK: pin._id,
    GSI2PK: sheetPartition(pin.fileId),
    GSI2SK: pin._id,
    itemType: 'pin',
    assigneeId: pin.assignee?.id ?? null,
    ...pin,
  };
}

function fromItem(item: Item): PinRecord {
  const {
    PK: _p,
    SK: _s,
    GSI1PK: _g1,
    GSI1SK: _g1s,
    GSI2PK: _g2,
    GSI2SK: _g2s,
    itemType: _t,
    assigneeId: _a,
    ...pin
  } = item;
  return pin as PinRecord;
}

export async function insertPin(pin: PinRecord, activity: ActivityEntry): Promise<void> {
  await insertWithActivity(PIN_LABEL, toItem(pin), activity);
}

export async function getPin(id: string): Promise<PinRecord | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: pinKey(id), ConsistentRead: true }));
  return res.Item ? fromItem(res.Item) : undefined;
}

/**
 * Writes `next` over `before`, with its activity entry: Refused (conflict pin) when the pin changed or was
 * deleted since it was read.
 */
export function replacePin(before: PinRecord, next: PinRecord, activity: ActivityEntry): Promise<void> {
  return transactOrRefuse(
    [
      [
        {
          label: PIN_LABEL,
          item: {
            Put: {
              TableName: table(),
              Item: toItem(next),
              ConditionExpression: 'updatedAt = :read',
              ExpressionAttributeValues: { ':read': before.updatedAt },
            },
          },
        },
        activityPut(activity),
      ],
    ],
    () => new Refused('conflict', 'pin'),
  );
}

/** Deletes the pin read as `before`, with its activity entry (Refused, conflict pin, when it changed). */
export function deletePinRecord(before: PinRecord, activity: ActivityEntry): Promise<void> {
  return transactOrRefuse(
    [
      [
        {
          label: PIN_LABEL,
          item: {
            Delete: {
              TableName: table(),
              Key: pinKey(before._id),
              ConditionExpression: 'updatedAt = :read',
              ExpressionAttributeValues: { ':read': before.updatedAt },
            },
          },
        },
        activityPut(activity),
      ],
    ],
    () => new Refused('conflict', 'pin'),
  );
}

/** Every pin of a sheet, whatever version it was placed on, oldest first. */
export async function listSheetPins(fileId: string): Promise<PinRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': sheetPartition(fileId) },
  });
  return items.map(fromItem);
}

/** The filter expression of a project list's filters; `today` (YYYY-MM-DD) decides what is overdue. */
function filterOf(filters: PinFilters, modules: readonly Module[] | undefined, today: string) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (modules) {
    names['#module'] = 'module';
    modules.forEach((m, i) => {
      values[`:module${i}`] = m;
    });
    parts.push(`#module IN (${modules.map((_, i) => `:module${i}`).join(', ')})`);
  }
  const equal = (attribute: string, value: string | undefined) => {
    if (value === undefined) return;
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    parts.push(`#${attribute} = :${attribute}`);
  };
  equal('status', filters.status);
  equal('category', filters.category);
  equal('assigneeId', filters.assigneeId);
  equal('fileId', filters.fileId);
  if (filters.overdue !== undefined) {
    names['#due'] = 'dueDate';
    names['#state'] = 'status';
    values[':today'] = today;
    values[':closed'] = 'closed';
    const overdue = '(#due < :today AND #state <> :closed)';
    // A pin without a due date holds null, which is never less than a day: never overdue.
    parts.push(filters.overdue ? overdue : `NOT ${overdue}`);
  }
  return { filter: parts.length ? parts.join(' AND ') : undefined, names, values };
}

/**
 * A page of a project's pins, newest first, that match `filters` and are on sheets of `modules` (undefined:
 * every area). Refused (invalid cursor) for a cursor of another list.
 */
export async function listProjectPins(
  projectId: string,
  filters: PinFilters,
  modules: readonly Module[] | undefined,
  today: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ pins: PinRecord[]; nextCursor: string | null }> {
  const { filter, names, values } = filterOf(filters, modules, today);
  const page = await newestFirstPage(
    {
      index: 'GSI1',
      keyNames: { pk: 'GSI1PK', sk: 'GSI1SK' },
      partition: projectPartition(projectId),
      ...(filter && { filter }),
      names,
      values,
    },
    limit,
    cursor,
  );
  return { pins: page.items.map(fromItem), nextCursor: page.nextCursor };
}
