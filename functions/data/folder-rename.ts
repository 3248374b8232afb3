/**
 * Renaming a folder: its name claim moves, both of its items change, and every folder below it gets the new
 * name in its stored ancestors (so breadcrumbs stay one GetItem). The folder's own item must still have the
 * name and the number of descendants that were read, so a rename racing another rename or a new subfolder
 * is refused and tried again. Up to 96 descendants this is one transaction; beyond, the descendants follow
 * in further transactions of 100 (docs/data-model.md).
 */
import type { ActivityEntry } from '#shared/models/activity.ts';
import { chunked } from '../commons/retry.ts';
import { activityPut } from './activity-log.ts';
import {
  type FolderRecord,
  folderEntryKey,
  folderKey,
  folderSelfUpdate,
  folderWriteRefusal,
  nameClaimKey,
  normalizedName,
} from './folders.ts';
import { table } from './table.ts';
import { type Labeled, MAX_TRANSACTION_ITEMS, transactOrRefuse } from './transactions.ts';

function claimItems(folder: FolderRecord, name: string): Labeled[] {
  if (normalizedName(folder.name) === normalizedName(name)) return [];
  return [
    {
      label: 'claim',
      item: {
        Put: {
          TableName: table(),
          Item: { ...nameClaimKey({ ...folder, name }), type: 'FolderName', folderId: folder._id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      label: 'self',
      item: {
        Delete: {
          TableName: table(),
          Key: nameClaimKey(folder),
          ConditionExpression: 'folderId = :id',
          ExpressionAttributeValues: { ':id': folder._id },
        },
      },
    },
  ];
}

function folderItems(folder: FolderRecord, name: string, timestamp: string): Labeled[] {
  const set = {
    UpdateExpression: 'SET #name = :name, updatedAt = :now',
    ExpressionAttributeNames: { '#name': 'name' },
  };
  return [
    folderSelfUpdate(folder._id, {
      ...set,
      ConditionExpression: 'attribute_not_exists(deleteStatus) AND #name = :old AND descendantFolders = :descendants',
      ExpressionAttributeValues: {
        ':name': name,
        ':now': timestamp,
        ':old': folder.name,
        ':descendants': folder.descendantFolders,
      },
    }),
    {
      label: 'self',
      item: {
        Update: {
          TableName: table(),
          Key: folderEntryKey(folder),
          ...set,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':name': name, ':now': timestamp },
        },
      },
    },
  ];
}

function descendantItem(folder: FolderRecord, descendantId: string, name: string): Labeled {
  const index = folder.level - 1;
  return {
    label: 'descendant',
    item: {
      Update: {
        TableName: table(),
        Key: folderKey(descendantId),
        UpdateExpression: `SET ancestors[${index}].#name = :name`,
        ConditionExpression: `attribute_exists(PK) AND ancestors[${index}].#id = :id`,
        ExpressionAttributeNames: { '#name': 'name', '#id': '_id' },
        ExpressionAttributeValues: { ':name': name, ':id': folder._id },
      },
    },
  };
}

/** The transactions of a rename, in order. */
function renameItems(
  folder: FolderRecord,
  name: string,
  descendantIds: string[],
  timestamp: string,
  activity: ActivityEntry,
): Labeled[][] {
  const all = [
    ...claimItems(folder, name),
    ...folderItems(folder, name, timestamp),
    activityPut(activity),
    ...descendantIds.map((id) => descendantItem(folder, id, name)),
  ];
  return chunked(all, MAX_TRANSACTION_ITEMS);
}

/**
 * Renames a folder with its activity entry, the descendants' stored ancestors following. Refused:
 * conflict folder-name (a sibling holds the name), conflict folder (renamed, moved or being deleted since
 * it was read).
 */
export function renameFolderTree(
  folder: FolderRecord,
  name: string,
  descendantIds: string[],
  timestamp: string,
  activity: ActivityEntry,
): Promise<void> {
  return transactOrRefuse(renameItems(folder, name, descendantIds, timestamp, activity), folderWriteRefusal);
}
