/**
 * Items of a recursive folder delete (docs/data-model.md):
 * - start: the erase of a binned folder gives its own item deleteStatus (folder-bin.ts; its entry, name
 *   claim and counters already went when it was binned); a delete begun before the recycle bin marked it
 *   the same way and dropped its counters then
 * - while it runs: progress on the folder's own item
 * - at the end: the folder's own item is replaced by a status record PK=FOLDERDELETE#<id>, SK=STATUS,
 *   removed by TTL a day later
 */
import type { Folder, FolderDeleteStatus } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { containerQuery, DIR_PREFIX, FILE_PREFIX, folderPk, queryPage } from './containers.ts';
import type { VersionLeftovers } from './file-versions.ts';
import { type FileRecord, fileEntryKey, fileKey, toRecord as toFileRecord } from './files.ts';
import {
  type FolderRecord,
  folderEntryKey,
  folderKey,
  nameClaimKey,
  toFolder,
  toRecord as toFolderRecord,
} from './folders.ts';
import { binItemErased } from './recycle-bin.ts';
import { batchGet, deleteItems, type Key, table, updateIf } from './table.ts';
import { type Labeled, transactWrite } from './transactions.ts';

export const deleteStatusKey = (id: string): Key => ({ PK: `FOLDERDELETE#${id}`, SK: 'STATUS' });
const STATUS_KEPT_SECONDS = 24 * 3600;

/** A subfolder reached by the delete: shown as being deleted and out of the module's folder list. */
export async function markSubfolder(id: string, status: FolderDeleteStatus): Promise<void> {
  await updateIf({
    Key: folderKey(id),
    UpdateExpression: 'SET deleteStatus = :status REMOVE GSI1PK, GSI1SK',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleteStatus)',
    ExpressionAttributeValues: { ':status': status },
  });
}

export async function addProgress(rootId: string, files: number, folders: number): Promise<void> {
  await updateIf({
    Key: folderKey(rootId),
    UpdateExpression:
      'SET deleteStatus.deletedFiles = deleteStatus.deletedFiles + :files, deleteStatus.deletedFolders = deleteStatus.deletedFolders + :folders',
    ConditionExpression: 'attribute_exists(deleteStatus)',
    ExpressionAttributeValues: { ':files': files, ':folders': folders },
  });
}

/**
 * The last step: the folder's own item goes, the final status stays for a day. A binned folder's erase
 * (`binned`) takes its bin item with it, and requires the folder still binned (docs/data-model.md#recycle-bin).
 */
function finishItems(
  folder: { _id: string; projectId: string; module: Module },
  status: FolderDeleteStatus,
  now: Date,
  binned: boolean,
): Labeled[] {
  return [
    {
      label: 'self',
      item: {
        Delete: {
          TableName: table(),
          Key: folderKey(folder._id),
          ...(binned && { ConditionExpression: 'attribute_exists(binned)' }),
        },
      },
    },
    {
      label: 'status',
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...deleteStatusKey(folder._id),
            type: 'FolderDeleteStatus',
            projectId: folder.projectId,
            module: folder.module,
            deleteStatus: status,
            ttl: Math.ceil(now.getTime() / 1000) + STATUS_KEPT_SECONDS,
          },
        },
      },
    },
    ...(binned ? [binItemErased(folder)] : []),
  ];
}

/**
 * The last step of a recursive delete: the folder's own item goes (with its bin item when `binned`), its
 * final status stays for a day.
 */
export function finishFolderDelete(
  folder: { _id: string; projectId: string; module: Module },
  status: FolderDeleteStatus,
  now: Date,
  binned = false,
): Promise<void> {
  return transactWrite(finishItems(folder, status, now, binned));
}

/** One Query: up to `limit` files left in a folder's container (strongly consistent). */
export async function filesLeftIn(folderId: string, limit: number): Promise<FileRecord[]> {
  const pk = folderPk(folderId);
  const page = await queryPage(containerQuery(pk, FILE_PREFIX), { PK: pk }, limit, undefined);
  return page.items.map(toFileRecord);
}

/** One Query: the first subfolder left in a folder's container, if any. */
export async function subfolderLeftIn(folderId: string): Promise<Folder | undefined> {
  const pk = folderPk(folderId);
  const page = await queryPage(containerQuery(pk, DIR_PREFIX), { PK: pk }, 1, undefined);
  return page.items[0] ? toFolder(page.items[0]) : undefined;
}

/** Deletes files whose objects are gone: their version items, records and entries (safe to repeat). */
export async function removeClearedFiles(files: FileRecord[], leftovers: VersionLeftovers[]): Promise<void> {
  await deleteItems([...leftovers.flatMap((l) => l.keys), ...files.flatMap((f) => [fileKey(f._id), fileEntryKey(f)])]);
}

/** Deletes an emptied subfolder: its own item, its entry and its name claim (safe to repeat). */
export function removeClearedFolder(folder: Folder): Promise<void> {
  return deleteItems([folderKey(folder._id), folderEntryKey(folder), nameClaimKey(folder)]);
}

/** A finished delete's record: where the folder was and its final status. */
export interface FinishedDelete {
  projectId: string;
  module: Module;
  deleteStatus: FolderDeleteStatus;
}

const toFinished = (item: Record<string, unknown>): FinishedDelete => ({
  projectId: item.projectId as string,
  module: item.module as Module,
  deleteStatus: item.deleteStatus as FolderDeleteStatus,
});

/** One BatchGetItem: the final status of a finished delete, if it is recorded. */
export async function finishedDelete(id: string): Promise<FinishedDelete | undefined> {
  const [item] = await batchGet([deleteStatusKey(id)]);
  return item ? toFinished(item) : undefined;
}

/** One BatchGetItem: the folder's own item (active or being deleted) and the record of a finished delete. */
export async function readDeleteState(id: string): Promise<{ folder?: FolderRecord; finished?: FinishedDelete }> {
  const items = await batchGet([folderKey(id), deleteStatusKey(id)]);
  const self = items.find((i) => i.SK === folderKey(id).SK);
  const finished = items.find((i) => i.SK === deleteStatusKey(id).SK);
  return { ...(self && { folder: toFolderRecord(self) }), ...(finished && { finished: toFinished(finished) }) };
}
