/**
 * Folder items (docs/data-model.md, "Document areas"):
 * - the folder's own item: PK=FOLDER#<id>, SK=#FOLDER, with counters, ancestors and, while a delete runs,
 *   deleteStatus; GSI1PK=FOLDERS#<project>#<module>, GSI1SK=<ancestor ids>/<id> (all folders of a module in
 *   tree order)
 * - its entry in the parent container: PK=FOLDER#<parent> or ROOT#<project>#<module>, SK=DIR#<id>, the same
 *   fields and counters without ancestors, so listing a container needs no second read
 * - its name claim: PK=FOLDERNAME#<project>#<module>#<parent or root>#<lower-case name>, SK=NAME
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { Breadcrumb, Folder, FolderDeleteStatus, FolderDetail, FolderPage } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { containerPk, DIR_PREFIX, folderPk, queryPage, SELF_SK } from './containers.ts';
import type { BinMark } from './recycle-bin.ts';
import { Refused } from './refusals.ts';
import { batchGet, type Item, idOfKey, type Key, queryAll, queryIndexPartition, table } from './table.ts';
import type { Labeled, TransactItem } from './transactions.ts';

export interface FolderRecord extends Folder {
  ancestors: Breadcrumb[];
  /** Folders anywhere below this one. */
  descendantFolders: number;
  deleteStatus?: FolderDeleteStatus;
  /** While the folder is in the recycle bin (folder-bin.ts); it and everything below it is served to no one. */
  binned?: BinMark;
  /** The deletedAt of its last trip to the bin, kept after a restore: share links of files below made until then are dead. */
  sharesEndedAt?: string;
  /** Set by a restore that moved its path, until the folders below it have their new paths (folder-paths.ts). */
  pathsToRewrite?: string;
}

export const folderKey = (id: string): Key => ({ PK: folderPk(id), SK: SELF_SK });

/** The folder's id when `keys` are its own item's (not its entry in the parent's container). */
export const folderIdOf = (keys: Key) => idOfKey(keys, folderKey);

/** Where the folder's entry sits: in its parent's container. */
export const folderEntryKey = (f: Pick<Folder, '_id' | 'parent_id' | 'projectId' | 'module'>): Key => ({
  PK: containerPk({ projectId: f.projectId, module: f.module, folderId: f.parent_id ?? ROOT_FOLDER_ID }),
  SK: `${DIR_PREFIX}${f._id}`,
});

export const normalizedName = (name: string) => name.normalize('NFC').toLowerCase();

export const nameClaimKey = (f: Pick<Folder, 'parent_id' | 'projectId' | 'module' | 'name'>): Key => ({
  PK: `FOLDERNAME#${f.projectId}#${f.module}#${f.parent_id ?? ROOT_FOLDER_ID}#${normalizedName(f.name)}`,
  SK: 'NAME',
});

export const moduleFoldersPk = (projectId: string, module: Module) => `FOLDERS#${projectId}#${module}`;
export const treePath = (f: FolderRecord) => [...f.ancestors.map((a) => a._id), f._id].join('/');

export function toFolder(item: Item): Folder {
  return {
    _id: item._id,
    name: item.name,
    level: Number(item.level),
    module: item.module as Module,
    parent_id: item.parent_id ?? null,
    projectId: item.projectId,
    fileCount: Number(item.fileCount ?? 0),
    totalFileCount: Number(item.totalFileCount ?? 0),
    subfolderCount: Number(item.subfolderCount ?? 0),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export function toRecord(item: Item): FolderRecord {
  return {
    ...toFolder(item),
    ancestors: (item.ancestors as Breadcrumb[] | undefined) ?? [],
    descendantFolders: Number(item.descendantFolders ?? 0),
    ...(item.deleteStatus && { deleteStatus: item.deleteStatus as FolderDeleteStatus }),
    ...(item.binned && { binned: item.binned as BinMark }),
    ...(item.sharesEndedAt && { sharesEndedAt: item.sharesEndedAt as string }),
    ...(item.pathsToRewrite && { pathsToRewrite: item.pathsToRewrite as string }),
  };
}

export function toDetail(record: FolderRecord): FolderDetail {
  const { descendantFolders: _d, binned: _b, sharesEndedAt: _s, pathsToRewrite: _p, ...detail } = record;
  return detail;
}

export async function getFolderRecord(id: string): Promise<FolderRecord | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: folderKey(id), ConsistentRead: true }));
  return res.Item ? toRecord(res.Item) : undefined;
}

/**
 * The folder's ancestors' own items, root first, in one BatchGetItem (none at level 1; at most two, the tree
 * is three deep). An ancestor that is gone is left out, so a shorter answer means a broken chain.
 */
export async function ancestorRecords(folder: Pick<FolderRecord, 'ancestors'>): Promise<FolderRecord[]> {
  const found = new Map((await folderRecords(folder.ancestors.map((a) => a._id))).map((f) => [f._id, f]));
  return folder.ancestors.flatMap((a) => found.get(a._id) ?? []);
}

/** The own items of these folders, in one BatchGetItem per 100 (those gone are left out). */
export async function folderRecords(ids: string[]): Promise<FolderRecord[]> {
  if (ids.length === 0) return [];
  return (await batchGet(ids.map(folderKey))).map(toRecord);
}

type ItemUpdate = Omit<NonNullable<TransactItem['Update']>, 'TableName' | 'Key'>;

/** An update of the folder's own item, as an item (labelled 'self') of the transaction that changes it. */
export function folderSelfUpdate(id: string, update: ItemUpdate): Labeled {
  return { label: 'self', item: { Update: { TableName: table(), Key: folderKey(id), ...update } } };
}

/** A folder write refused: a sibling holds the name, or the folder (or an ancestor) changed since read. */
export const folderWriteRefusal = (labels: string[]): Refused =>
  labels.includes('claim') ? new Refused('conflict', 'folder-name') : new Refused('conflict', 'folder');

/** The three items of a new folder; the claim keeps sibling names unique, ignoring case. */
export function newFolderItems(folder: FolderRecord): Labeled[] {
  const entry = toFolder(folder);
  return [
    {
      label: 'claim',
      item: {
        Put: {
          TableName: table(),
          Item: { ...nameClaimKey(folder), type: 'FolderName', folderId: folder._id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      label: 'new',
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...folderKey(folder._id),
            type: 'Folder',
            GSI1PK: moduleFoldersPk(folder.projectId, folder.module),
            GSI1SK: treePath(folder),
            ...folder,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      label: 'new',
      item: { Put: { TableName: table(), Item: { ...folderEntryKey(folder), type: 'FolderEntry', ...entry } } },
    },
  ];
}

/** Every live folder of a module (GSI1), in tree order; pages followed. */
export async function listModuleFolderRecords(projectId: string, module: Module): Promise<FolderRecord[]> {
  const items = await queryIndexPartition(moduleFoldersPk(projectId, module));
  return items.map(toRecord);
}

/** One Query of GSI1: `limit` live folders of a module, in tree order, from `cursor` on. */
export async function listModuleFolderPage(
  projectId: string,
  module: Module,
  limit: number | undefined,
  cursor: string | undefined,
): Promise<FolderPage> {
  const pk = moduleFoldersPk(projectId, module);
  const page = await queryPage(
    { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': pk } },
    { GSI1PK: pk },
    limit,
    cursor,
  );
  return { folders: page.items.map(toFolder), nextCursor: page.nextCursor };
}

/** Ids of a folder's direct subfolders (strongly consistent: entries live in the base table). */
export async function childFolderIds(folderId: string): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :dir)',
    ExpressionAttributeValues: { ':pk': folderPk(folderId), ':dir': DIR_PREFIX },
    ProjectionExpression: '#id',
    ExpressionAttributeNames: { '#id': '_id' },
    ConsistentRead: true,
  });
  return items.map((i) => i._id as string);
}

/** Ids of every folder below `folderId` (at most two levels down), strongly consistent. */
export async function descendantFolderIds(folderId: string): Promise<string[]> {
  const children = await childFolderIds(folderId);
  const grandchildren = await Promise.all(children.map(childFolderIds));
  return [...children, ...grandchildren.flat()];
}
