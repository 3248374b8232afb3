/**
 * Pins on a sheet (docs/data-model.md#pins). Access patterns:
 * - a pin by id: GetItem PK=PIN#<id>, SK=PIN
 * - a project's pins, newest first, filtered (status, category, assignee, sheet, overdue), in pages:
 *   Query GSI1 GSI1PK=PINS#<projectId>, descending
 * - a sheet's pins (every version): Query GSI2 GSI2PK=SHEETPINS#<fileId>
 * - its comments: the same partition (pin-comments.ts)
 * Every write carries its activity entry in the same transaction; a change is conditional on the
 * `updatedAt` it read, so two people changing one pin cannot overwrite each other. A pin in the recycle
 * bin keeps its item, marked `binned`, without its GSI1 and GSI2 keys: it is in no list until restored.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Pin } from '#shared/models/pins.ts';
import type { Module } from '#shared/roles.ts';
import type { PinFilters } from '#shared/schemas/pins.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut, insertWithActivity } from './activity-log.ts';
import { newestFirstPage } from './pages.ts';
import {
  BIN_LABEL,
  type BinMark,
  type BinRecord,
  binItemPut,
  binItemRestored,
  binMarkOf,
  eraseBinnedItem,
} from './recycle-bin.ts';
import { Refused } from './refusals.ts';
import { type Item, queryAll, table } from './table.ts';
import { type Labeled, type TransactItem, transactOrRefuse } from './transactions.ts';

type Update = NonNullable<TransactItem['Update']>;

/** A pin as stored: the answer's fields but those worked out when it is read; `binned` while in the bin. */
export type PinRecord = Omit<Pin, 'checkPositionOn' | 'overdue'> & { binned?: BinMark };

/** The pin's own item; its comments share its partition (pin-comments.ts). */
export const pinKey = (id: string) => ({ PK: `PIN#${id}`, SK: 'PIN' });
const projectPartition = (projectId: string) => `PINS#${projectId}`;
const sheetPartition = (fileId: string) => `SHEETPINS#${fileId}`;
const PIN_LABEL = 'pin';

/** The list keys of a pin that is in the lists (not binned). */
const listKeys = (pin: Pick<PinRecord, '_id' | 'projectId' | 'fileId'>) => ({
  GSI1PK: projectPartition(pin.projectId),
  GSI1SK: pin._id,
  GSI2PK: sheetPartition(pin.fileId),
  GSI2SK: pin._id,
});

/** The item: keys, and the assignee's id on its own for the filter. */
function toItem(pin: PinRecord): Item {
  return {
    ...pinKey(pin._id),
    ...listKeys(pin),
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

/** An update of the pin's own item, labelled `pin`. */
const pinUpdate = (id: string, update: Omit<Update, 'TableName' | 'Key'>): Labeled => ({
  label: PIN_LABEL,
  item: { Update: { TableName: table(), Key: pinKey(id), ...update } },
});

/**
 * The pin read as `before` goes to the recycle bin: marked binned and out of every list (its GSI keys
 * removed), with its bin item and activity entry. Its comments and photos stay. Refused (conflict pin)
 * when it changed since it was read.
 */
export function binPin(before: PinRecord, bin: BinRecord, activity: ActivityEntry): Promise<void> {
  return transactOrRefuse(
    [
      [
        pinUpdate(before._id, {
          UpdateExpression: 'SET binned = :bin REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK',
          ConditionExpression: 'updatedAt = :read AND attribute_not_exists(binned)',
          ExpressionAttributeValues: { ':bin': binMarkOf(bin), ':read': before.updatedAt },
        }),
        binItemPut(bin),
        activityPut(activity),
      ],
    ],
    () => new Refused('conflict', 'pin'),
  );
}

/**
 * A binned pin comes back to its lists, with its bin item gone and the activity entry. Refused (not-found
 * bin) when it is no longer in the bin or is being erased.
 */
export function restoreBinnedPin(pin: PinRecord, bin: BinRecord, activity: ActivityEntry): Promise<void> {
  const keys = listKeys(pin);
  return transactOrRefuse(
    [
      [
        pinUpdate(pin._id, {
          UpdateExpression: 'SET GSI1PK = :g1, GSI1SK = :s1, GSI2PK = :g2, GSI2SK = :s2 REMOVE binned',
          ConditionExpression: '#binned.#deletedAt = :deletedAt',
          ExpressionAttributeNames: { '#binned': 'binned', '#deletedAt': 'deletedAt' },
          ExpressionAttributeValues: {
            ':g1': keys.GSI1PK,
            ':s1': keys.GSI1SK,
            ':g2': keys.GSI2PK,
            ':s2': keys.GSI2SK,
            ':deletedAt': pin.binned?.deletedAt ?? '',
          },
        }),
        binItemRestored(bin),
        activityPut(activity),
      ],
    ],
    (labels) =>
      labels.includes(BIN_LABEL) || labels.includes(PIN_LABEL) ? new Refused('not-found', 'bin') : undefined,
  );
}

/** The last step of erasing a binned pin (its comments and photos are gone): its item and bin item together. */
export function eraseBinnedPin(pin: PinRecord, bin: BinRecord, activity: ActivityEntry): Promise<void> {
  return eraseBinnedItem({ label: PIN_LABEL, key: pinKey(pin._id), subject: 'pin' }, bin, activity);
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
