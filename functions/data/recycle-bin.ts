/**
 * Bin items of the recycle bin (docs/data-model.md#recycle-bin):
 * - PK=BIN#<projectId>, SK=ITEM#<object id>: found by the project and id a restore or a delete forever names
 * - GSI1PK=BIN#<projectId>, GSI1SK=<deletedAt>#<id>: the project's bin, newest first (oldest first for the purge)
 * - GSI2PK=BINAREA#<projectId>#<area>, GSI2SK=<deletedAt>#<id>: one area's part of it
 * A bin item is put and deleted in the same transaction as the object it stands for (files.ts `binFile`,
 * `restoreBinnedFile`, `eraseBinnedFile`), so the bin and the object never disagree.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { BinArea, BinEntry, BinKind } from '#shared/models/recycle-bin.ts';
import type { Module } from '#shared/roles.ts';
import type { TaskLink } from '#shared/schedule-links.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { newestFirstPage } from './pages.ts';
import { type RefusalSubject, Refused } from './refusals.ts';
import { type Item, type Key, table, updateIf } from './table.ts';
import { type Labeled, transactOrRefuse } from './transactions.ts';

/** A bin item as stored: what the bin shows, and where the object was. */
export interface BinRecord extends BinEntry {
  projectId: string;
  area: BinArea;
  /** Files and folders: the folder it was in (or 'root'). */
  fromFolderId?: string;
  /** Set by the first step of an erase (a delete forever, the purge): no restore after it. */
  purgingAt?: string;
  /** Set when the erase went on in another job (a large folder's, on the deleteFolder queue). */
  handedOffAt?: string;
  /** Tasks: the ids whose dependency lists named it, given it back by a restore. */
  dependents?: string[];
  /**
   * Tasks: the type and lag of each dependent's link to it that was not finish-to-start without lag (`id`
   * is the dependent's), so a restore gives the link back as it was.
   */
  dependentLinks?: TaskLink[];
}

/** Who deleted an object into the recycle bin, when, and when the purge erases it (on the object's own item). */
export interface BinMark {
  deletedAt: string;
  deletedBy: { id: string; name: string };
  purgeAt: string;
}

/** The mark an object carries while `record` stands for it in the bin. */
export const binMarkOf = (record: BinRecord): BinMark => ({
  deletedAt: record.deletedAt,
  deletedBy: record.deletedBy,
  purgeAt: record.purgeAt,
});

export const BIN_LABEL = 'bin';

export const binKey = (projectId: string, id: string): Key => ({ PK: `BIN#${projectId}`, SK: `ITEM#${id}` });
const listPk = (projectId: string) => `BIN#${projectId}`;
const areaPk = (projectId: string, area: BinArea) => `BINAREA#${projectId}#${area}`;

/** The bin's filter value of an object: its document area, or the schedules for a task. */
export const binAreaOf = (kind: BinKind, module: Module): BinArea =>
  kind === 'task' || kind === 'marketing_task' ? 'schedules' : module;

function toItem(record: BinRecord): Item {
  const order = `${record.deletedAt}#${record._id}`;
  return {
    ...binKey(record.projectId, record._id),
    GSI1PK: listPk(record.projectId),
    GSI1SK: order,
    GSI2PK: areaPk(record.projectId, record.area),
    GSI2SK: order,
    type: 'BinItem',
    ...record,
  };
}

/** Field by field, leaving the keys out: renaming a field breaks the type check here. */
function toRecord(item: Item): BinRecord {
  const { _id, kind, name, module, place, deletedBy, deletedAt, purgeAt, projectId, area } = item;
  const always: BinRecord = {
    _id,
    kind,
    name,
    module,
    place: place ?? '',
    deletedBy,
    deletedAt,
    purgeAt,
    projectId,
    area,
  };
  return {
    ...always,
    ...(item.contains && { contains: item.contains }),
    ...(item.fromFolderId !== undefined && { fromFolderId: item.fromFolderId }),
    ...(item.purgingAt && { purgingAt: item.purgingAt }),
    ...(item.handedOffAt && { handedOffAt: item.handedOffAt }),
    ...(item.dependents && { dependents: item.dependents }),
    ...(item.dependentLinks && { dependentLinks: item.dependentLinks }),
  };
}

/** What the bin's screen shows of a record. */
export function toBinEntry(record: BinRecord): BinEntry {
  const {
    projectId: _p,
    area: _a,
    fromFolderId: _f,
    purgingAt: _g,
    handedOffAt: _h,
    dependents: _d,
    dependentLinks: _l,
    ...entry
  } = record;
  return entry;
}

/** The bin item of a new deletion (there must be none for the object). */
export function binItemPut(record: BinRecord): Labeled {
  return {
    label: BIN_LABEL,
    item: { Put: { TableName: table(), Item: toItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
  };
}

/** The bin item leaves with a restore: it must still be there and not being erased. */
export function binItemRestored(record: Pick<BinRecord, 'projectId' | '_id'>): Labeled {
  return {
    label: BIN_LABEL,
    item: {
      Delete: {
        TableName: table(),
        Key: binKey(record.projectId, record._id),
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(purgingAt)',
      },
    },
  };
}

/** The bin item leaves with the last step of an erase, together with the object's own item. */
export function binItemErased(record: Pick<BinRecord, 'projectId' | '_id'>): Labeled {
  return {
    label: BIN_LABEL,
    item: { Delete: { TableName: table(), Key: binKey(record.projectId, record._id) } },
  };
}

/**
 * The last step of erasing a binned object (its leftovers are gone): its own item, only while still marked
 * binned, the bin item and the activity entry in one transaction. Nothing is counted: the counters dropped
 * when it was binned. Refused as a conflict of `subject` when the object is no longer binned.
 */
export function eraseBinnedItem(
  own: { label: string; key: Key; subject: RefusalSubject },
  bin: Pick<BinRecord, 'projectId' | '_id'>,
  activity: ActivityEntry,
): Promise<void> {
  return transactOrRefuse(
    [
      [
        {
          label: own.label,
          item: { Delete: { TableName: table(), Key: own.key, ConditionExpression: 'attribute_exists(binned)' } },
        },
        binItemErased(bin),
        activityPut(activity),
      ],
    ],
    () => new Refused('conflict', own.subject),
  );
}

/**
 * A binned task's bin item learns another task that will depend on it again once both are back (a restore
 * writes it): conditional on the list read, and not while it is being erased.
 */
export function binItemDependents(
  record: BinRecord,
  dependents: string[],
  dependentLinks: TaskLink[] | undefined,
): Labeled {
  return {
    label: 'waiting-bin',
    item: {
      Update: {
        TableName: table(),
        Key: binKey(record.projectId, record._id),
        UpdateExpression: dependentLinks ? 'SET dependents = :next, dependentLinks = :links' : 'SET dependents = :next',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(purgingAt) AND dependents = :read',
        ExpressionAttributeValues: {
          ':next': dependents,
          ':read': record.dependents ?? [],
          ...(dependentLinks && { ':links': dependentLinks }),
        },
      },
    },
  };
}

/** One strongly consistent GetItem: the bin item of object `id` in the project, if it is in the bin. */
export async function getBinItem(projectId: string, id: string): Promise<BinRecord | undefined> {
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: binKey(projectId, id), ConsistentRead: true }),
  );
  return res.Item ? toRecord(res.Item) : undefined;
}

/** Sets one timestamp on a bin item that still exists; false when it is gone (erased meanwhile). */
async function stampBinItem(
  record: Pick<BinRecord, 'projectId' | '_id'>,
  update: `SET ${string}`,
  at: string,
): Promise<boolean> {
  return updateIf({
    Key: binKey(record.projectId, record._id),
    UpdateExpression: update,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':at': at },
  });
}

/**
 * The first step of an erase: the bin item says it is being erased, so no restore can start after it
 * (restores require its absence). Repeating it is harmless; false when the item is gone.
 */
export const markBinPurging = (record: Pick<BinRecord, 'projectId' | '_id'>, at: string): Promise<boolean> =>
  stampBinItem(record, 'SET purgingAt = if_not_exists(purgingAt, :at)', at);

/**
 * Records that the erase of a marked item goes on in another job, so the purge passes it by for a while
 * instead of handing it over again at every step (`DueFilter.handedOffBefore`). An item already erased by
 * that job has nothing left to pass by.
 */
export async function markBinHandedOff(record: Pick<BinRecord, 'projectId' | '_id'>, at: string): Promise<void> {
  await stampBinItem(record, 'SET handedOffAt = :at', at);
}

export interface DueFilter {
  /** Now: an item is due once its purgeAt (what the bin's screen counts down to) is at or before it. */
  now: string;
  /** now − the keep time: the index is read only below this deletedAt, so nothing later is read. */
  deletedBefore: string;
  /** The kinds an erase exists for; an item of another kind stays in the bin, unread by the purge. */
  kinds: readonly BinKind[];
  /** An item handed to another job at or after this is left to that job; one handed off before is tried again. */
  handedOffBefore: string;
}

/** Items read per Query while looking for a due item of an erasable kind. */
const DUE_PAGE = 25;

/**
 * The oldest due item of a project's bin (GSI1 ascending, below `deletedBefore`), of one of `kinds`,
 * including one whose erase was stopped after its mark (the purge finishes it); undefined when none is due.
 */
export async function firstDueBinItem(projectId: string, due: DueFilter): Promise<BinRecord | undefined> {
  if (due.kinds.length === 0) return undefined;
  const kinds = Object.fromEntries(due.kinds.map((kind, i) => [`:k${i}`, kind]));
  let start: Item | undefined;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
        FilterExpression: `purgeAt <= :now AND #kind IN (${Object.keys(kinds).join(', ')}) AND (attribute_not_exists(handedOffAt) OR handedOffAt < :handedOff)`,
        ExpressionAttributeNames: { '#kind': 'kind' },
        ExpressionAttributeValues: {
          ':pk': listPk(projectId),
          ':before': due.deletedBefore,
          ':now': due.now,
          ':handedOff': due.handedOffBefore,
          ...kinds,
        },
        ScanIndexForward: true,
        Limit: DUE_PAGE,
        ...(start && { ExclusiveStartKey: start }),
      }),
    );
    const first = res.Items?.[0];
    if (first) return toRecord(first);
    start = res.LastEvaluatedKey;
  } while (start);
  return undefined;
}

export interface BinFilter {
  /** One area of the bin (GSI2), or the whole bin (GSI1) … */
  area?: BinArea;
  /** … kept to these modules (the caller's reach); undefined means all. */
  modules?: readonly Module[];
}

/** One page of a project's bin, newest first (data/pages.ts fills it when the module filter skips items). */
export async function listBin(
  projectId: string,
  filter: BinFilter,
  limit: number,
  cursor: string | undefined,
): Promise<{ items: BinRecord[]; nextCursor: string | null }> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.modules) {
    names['#module'] = 'module';
    filter.modules.forEach((m, i) => {
      values[`:m${i}`] = m;
    });
  }
  const page = await newestFirstPage(
    {
      ...(filter.area
        ? { index: 'GSI2', keyNames: { pk: 'GSI2PK', sk: 'GSI2SK' }, partition: areaPk(projectId, filter.area) }
        : { index: 'GSI1', keyNames: { pk: 'GSI1PK', sk: 'GSI1SK' }, partition: listPk(projectId) }),
      // An erase stopped after marking its item is finished by Delete forever or the purge, never listed.
      filter: [
        'attribute_not_exists(purgingAt)',
        ...(filter.modules ? [`#module IN (${filter.modules.map((_, i) => `:m${i}`).join(', ')})`] : []),
      ].join(' AND '),
      names,
      values,
    },
    limit,
    cursor,
  );
  return { items: page.items.map(toRecord), nextCursor: page.nextCursor };
}
