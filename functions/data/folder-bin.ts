/**
 * A folder in the recycle bin (docs/data-model.md#recycle-bin). Nothing below the folder is written: its
 * own item is marked `binned` and leaves GSI1, its entry and name claim go, its parent chain is counted down
 * by its totals and the bin item is put, in one transaction of at most 1 + 2 + 2 × 3 + 2 items whatever the
 * folder holds. Restore reverses exactly that. Everything below a binned folder is refused by the chain
 * check of the document access (its ancestor is binned) and by the counter updates (each folder of a chain
 * must not be binned).
 */
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { FolderDeleteStatus } from '#shared/models/documents.ts';
import { activityPut } from './activity-log.ts';
import { CounterChanges, isFolderLabel } from './folder-counters.ts';
import { movesPaths, pathsMark } from './folder-paths.ts';
import {
  type FolderRecord,
  folderEntryKey,
  folderKey,
  folderSelfUpdate,
  moduleFoldersPk,
  nameClaimKey,
  toFolder,
  treePath,
} from './folders.ts';
import { BIN_LABEL, type BinRecord, binItemPut, binItemRestored, binMarkOf } from './recycle-bin.ts';
import { Refused } from './refusals.ts';
import { table } from './table.ts';
import { type Labeled, transactOrRefuse } from './transactions.ts';

/** A counter of the parent chain refused: the parent is gone, being deleted or binned (404 for the folder). */
const chainRefusal = (labels: string[]): Refused | undefined =>
  labels.some(isFolderLabel) ? new Refused('not-found', 'folder') : undefined;

/**
 * The folder goes to the bin with everything below it. Refused: not-found folder (its parent chain is gone
 * or binned), conflict folder (its totals changed since read, or it is binned or being deleted already).
 */
export function binFolder(
  folder: FolderRecord,
  parent: FolderRecord | undefined,
  bin: BinRecord,
  activity: ActivityEntry,
): Promise<void> {
  const items: Labeled[] = [
    folderSelfUpdate(folder._id, {
      UpdateExpression: 'SET binned = :bin, sharesEndedAt = :at REMOVE GSI1PK, GSI1SK',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(deleteStatus) AND attribute_not_exists(binned) AND totalFileCount = :files AND descendantFolders = :folders',
      ExpressionAttributeValues: {
        ':bin': binMarkOf(bin),
        ':at': bin.deletedAt,
        ':files': folder.totalFileCount,
        ':folders': folder.descendantFolders,
      },
    }),
    {
      label: 'self',
      item: {
        Delete: { TableName: table(), Key: folderEntryKey(folder), ConditionExpression: 'attribute_exists(PK)' },
      },
    },
    { label: 'self', item: { Delete: { TableName: table(), Key: nameClaimKey(folder) } } },
    ...new CounterChanges().folderRemoved(folder, parent).items(),
    binItemPut(bin),
    activityPut(activity),
  ];
  return transactOrRefuse([items], (labels) => chainRefusal(labels) ?? new Refused('conflict', 'folder'));
}

/**
 * A binned folder comes back as `restored` (its parent, level, ancestors and name as the domain chose): its
 * own item put back into GSI1 (conditional on the bin mark and the totals read), its entry and name claim,
 * its parent chain counted up by its totals, the bin item gone, in one transaction. Refused: conflict
 * folder-name (the name was taken meanwhile), not-found folder (the parent chain went), not-found bin (no
 * longer in the bin, or being erased), conflict folder (restored or changed meanwhile). When its path
 * changed (a new parent or name) and folders are below it, its own item is marked `pathsToRewrite` in the
 * same transaction, and the answer is true: the steps of folder-paths.ts give them their new paths.
 */
export async function restoreBinnedFolder(
  binned: FolderRecord,
  restored: FolderRecord,
  parent: FolderRecord | undefined,
  bin: BinRecord,
  activity: ActivityEntry,
): Promise<boolean> {
  const { binned: _b, deleteStatus: _s, ...restoredRecord } = restored;
  const moved = movesPaths(binned, restored);
  const record = moved ? { ...restoredRecord, ...pathsMark(restored) } : restoredRecord;
  const items: Labeled[] = [
    {
      label: 'claim',
      item: {
        Put: {
          TableName: table(),
          Item: { ...nameClaimKey(record), type: 'FolderName', folderId: record._id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      label: 'self',
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...folderKey(record._id),
            type: 'Folder',
            GSI1PK: moduleFoldersPk(record.projectId, record.module),
            GSI1SK: treePath(record),
            ...record,
          },
          ConditionExpression:
            '#binned.#deletedAt = :deletedAt AND totalFileCount = :files AND descendantFolders = :folders AND attribute_not_exists(deleteStatus)',
          ExpressionAttributeNames: { '#binned': 'binned', '#deletedAt': 'deletedAt' },
          ExpressionAttributeValues: {
            ':deletedAt': binned.binned?.deletedAt ?? '',
            ':files': binned.totalFileCount,
            ':folders': binned.descendantFolders,
          },
        },
      },
    },
    {
      label: 'self',
      item: {
        Put: { TableName: table(), Item: { ...folderEntryKey(record), type: 'FolderEntry', ...toFolder(record) } },
      },
    },
    ...new CounterChanges().folderReturned(binned, parent).items(),
    binItemRestored(bin),
    activityPut(activity),
  ];
  await transactOrRefuse([items], (labels) => {
    if (labels.includes('claim')) return new Refused('conflict', 'folder-name');
    if (labels.includes(BIN_LABEL)) return new Refused('not-found', 'bin');
    return chainRefusal(labels) ?? new Refused('conflict', 'folder');
  });
  return moved || Boolean(record.pathsToRewrite);
}

/**
 * The first step of erasing a binned folder (after the bin item's purging mark): it gets the recursive
 * delete's status, so the steps of folder-delete.ts empty it; its activity entry is written with it. Safe
 * to repeat (the status and the entry are written once); false when the folder is not binned.
 */
export async function startBinnedFolderErase(
  folder: Pick<FolderRecord, '_id'>,
  status: FolderDeleteStatus,
  activity: ActivityEntry,
): Promise<boolean> {
  try {
    await transactOrRefuse(
      [
        [
          folderSelfUpdate(folder._id, {
            UpdateExpression: 'SET deleteStatus = :status',
            ConditionExpression: 'attribute_exists(binned) AND attribute_not_exists(deleteStatus)',
            ExpressionAttributeValues: { ':status': status },
          }),
          activityPut(activity),
        ],
      ],
      () => new Refused('conflict', 'folder'),
    );
    return true;
  } catch (error) {
    if (error instanceof Refused) return false;
    throw error;
  }
}
