/**
 * The paths stored below a folder restored to a new place (docs/data-model.md#recycle-bin): after "Restore
 * to area root" or under a " (restored)" name, every folder below it must name its new ancestors. The
 * restore's own transaction marks the folder `pathsToRewrite` (folder-bin.ts); the steps here rewrite the
 * folders below it, each conditional on the path it read, and the last clears the mark, so a step stopped
 * anywhere (or delivered twice) is finished by the next one and nothing is rewritten twice.
 */
import type { Breadcrumb } from '#shared/models/documents.ts';
import { type FolderRecord, folderEntryKey, folderKey, treePath } from './folders.ts';
import { Refused } from './refusals.ts';
import { table, updateIf } from './table.ts';
import { type Labeled, MAX_TRANSACTION_ITEMS, transactOrRefuse } from './transactions.ts';

/** Items a folder's rewrite takes: its own item and its entry. */
const ITEMS_PER_FOLDER = 2;
/** Folders rewritten by one step: one transaction. */
export const FOLDERS_PER_STEP = MAX_TRANSACTION_ITEMS / ITEMS_PER_FOLDER;

/** A folder below a restored one: the path it has (`read`) and the one it must have (`ancestors`). */
export interface PathChange {
  folder: FolderRecord;
  ancestors: Breadcrumb[];
}

/** The path a folder gives the folders below it: its ancestors and itself. */
export const pathBelow = (folder: FolderRecord): Breadcrumb[] => [
  ...folder.ancestors,
  { _id: folder._id, name: folder.name },
];

/** Do two paths name the same folders under the same names (whatever the order of each map's keys)? */
export const samePath = (a: Breadcrumb[], b: Breadcrumb[]): boolean =>
  a.length === b.length && a.every((crumb, i) => crumb._id === b[i]?._id && crumb.name === b[i]?.name);

/**
 * Does a restore of `binned` as `restored` move the paths of the folders below it? Yes when its name or any
 * ancestor differs from what they stored (to the area root, " (restored)", or a parent that itself moved
 * while it was in the bin).
 */
export const movesPaths = (binned: FolderRecord, restored: FolderRecord): boolean =>
  binned.descendantFolders > 0 && !samePath(pathBelow(binned), pathBelow(restored));

/** The mark the restore's transaction puts on the folder's own item (with the restore's time). */
export const pathsMark = (restored: FolderRecord): Pick<FolderRecord, 'pathsToRewrite'> => ({
  pathsToRewrite: restored.updatedAt,
});

/** One folder's new path: its own item (if its path is still the one read) and its entry's level. */
function pathItems({ folder, ancestors }: PathChange): Labeled[] {
  const names = { '#level': 'level' };
  const level = ancestors.length + 1;
  return [
    {
      label: 'descendant',
      item: {
        Update: {
          TableName: table(),
          Key: folderKey(folder._id),
          UpdateExpression: 'SET ancestors = :ancestors, #level = :level, GSI1SK = :path',
          ConditionExpression: 'attribute_exists(PK) AND ancestors = :read',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: {
            ':ancestors': ancestors,
            ':level': level,
            ':path': treePath({ ...folder, ancestors }),
            ':read': folder.ancestors,
          },
        },
      },
    },
    {
      label: 'descendant',
      item: {
        Update: {
          TableName: table(),
          Key: folderEntryKey(folder),
          UpdateExpression: 'SET #level = :level',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':level': level },
        },
      },
    },
  ];
}

/**
 * One step: up to FOLDERS_PER_STEP folders get their new paths in one transaction. Refused (conflict
 * folder) when one of them changed since read (a duplicate step wrote it first): read again.
 */
export function rewritePaths(changes: PathChange[]): Promise<void> {
  const items = changes.slice(0, FOLDERS_PER_STEP).flatMap(pathItems);
  return transactOrRefuse([items], () => new Refused('conflict', 'folder'));
}

/**
 * The last step: the mark goes, if it is still the one read (a later restore's mark stays for its own
 * rewrite). False when it was not.
 */
export async function clearPathsMark(folder: Pick<FolderRecord, '_id' | 'pathsToRewrite'>): Promise<boolean> {
  return updateIf({
    Key: folderKey(folder._id),
    UpdateExpression: 'REMOVE pathsToRewrite',
    ConditionExpression: 'pathsToRewrite = :mark',
    ExpressionAttributeValues: { ':mark': folder.pathsToRewrite ?? '' },
  });
}
