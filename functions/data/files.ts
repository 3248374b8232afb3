/**
 * File items (docs/data-model.md, "Document areas"):
 * - the file's record: PK=FILE#<id>, SK=#FILE: read by id (download, move, copy, delete)
 * - its entry in its container: PK=FOLDER#<folder> or ROOT#<project>#<module>, SK=FILE#<id>, the same fields,
 *   so a folder's files come with its subfolders in one Query
 * Both are written, moved and deleted together in one transaction, with the folder counters.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { DocumentFile } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { containerPk, containerQuery, FILE_PREFIX, type Place } from './containers.ts';
import { CounterChanges, isFolderLabel } from './folder-counters.ts';
import type { FolderRecord } from './folders.ts';
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
import { batchGet, type Item, idOfKey, type Key, queryAll, table } from './table.ts';
import { type Labeled, transactOrRefuse } from './transactions.ts';
import { consumeUploadItem, UPLOAD_LABEL } from './uploads.ts';

export interface FileRecord extends DocumentFile {
  s3Key: string;
  /**
   * Set by the first step of a delete made before the recycle bin (then the file was erased at once); such a
   * file is served to no one, and a DELETE finishes its erase.
   */
  deletingAt?: string;
  /** While the file is in the recycle bin (binFile); such a file is served to no one. */
  binned?: BinMark;
  /** The deletedAt of its last trip to the bin, kept after a restore: share links made until then are dead. */
  sharesEndedAt?: string;
}

export const fileKey = (id: string): Key => ({ PK: `FILE#${id}`, SK: '#FILE' });

/** The file's id when `keys` are its record's (not its entry in a container). */
export const fileIdOf = (keys: Key) => idOfKey(keys, fileKey);

export const fileEntryKey = (f: Pick<DocumentFile, '_id' | 'projectId' | 'module' | 'folderId'>): Key => ({
  PK: containerPk(f),
  SK: `${FILE_PREFIX}${f._id}`,
});

export const FILE_LABEL = 'file';

export function toRecord(item: Item): FileRecord {
  return {
    _id: item._id,
    original_name: item.original_name,
    author: item.author ?? '',
    size: Number(item.size ?? 0),
    format: item.format,
    contentType: item.contentType,
    upload_date: item.upload_date,
    upload_by: item.upload_by ?? '',
    upload_by_id: item.upload_by_id ?? '',
    module: item.module as Module,
    projectId: item.projectId,
    folderId: item.folderId,
    s3Key: item.s3Key,
    ...(item.version !== undefined && { version: Number(item.version) }),
    ...(item.version_note && { version_note: item.version_note }),
    ...(item.deletingAt && { deletingAt: item.deletingAt }),
    ...(item.binned && { binned: item.binned as BinMark }),
    ...(item.sharesEndedAt && { sharesEndedAt: item.sharesEndedAt }),
  };
}

export function toDocumentFile(item: Item): DocumentFile {
  const { s3Key: _k, deletingAt: _d, binned: _b, sharesEndedAt: _s, ...file } = toRecord(item);
  return file;
}

export async function getFileRecord(id: string): Promise<FileRecord | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: fileKey(id), ConsistentRead: true }));
  return res.Item ? toRecord(res.Item) : undefined;
}

/** The records of several files (one BatchGetItem per 100); a file gone is left out. */
export async function getFileRecords(ids: readonly string[]): Promise<FileRecord[]> {
  return (await batchGet([...new Set(ids)].map(fileKey))).map(toRecord);
}

/** A condition on the record, with the names and values it uses. */
export interface RecordCondition {
  ConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** The file's record written as `file` says, under `condition`. */
export function fileRecordPut(file: FileRecord, condition: RecordCondition): Labeled {
  return {
    label: FILE_LABEL,
    item: { Put: { TableName: table(), Item: { ...fileKey(file._id), type: 'File', ...file }, ...condition } },
  };
}

/** The file's entry in its container, as `file` says. */
export function fileEntryPut(file: FileRecord): Labeled {
  return {
    label: FILE_LABEL,
    item: { Put: { TableName: table(), Item: { ...fileEntryKey(file), type: 'FileEntry', ...file } } },
  };
}

const fileEntryDelete = (file: FileRecord): Labeled => ({
  label: FILE_LABEL,
  item: { Delete: { TableName: table(), Key: fileEntryKey(file) } },
});

/** Record and entry of a new file (the record must not exist: an upload confirms once). */
function putFileItems(file: FileRecord): Labeled[] {
  return [fileRecordPut(file, { ConditionExpression: 'attribute_not_exists(PK)' }), fileEntryPut(file)];
}

/**
 * The record must still be where it was read and not in the recycle bin, so two moves (or a move and a
 * delete, or a move and a delete into the bin) cannot both count.
 */
function stillAt(file: FileRecord) {
  return {
    ConditionExpression:
      'attribute_exists(PK) AND folderId = :folder AND #module = :module AND projectId = :project AND attribute_not_exists(binned)',
    ExpressionAttributeNames: { '#module': 'module' },
    ExpressionAttributeValues: { ':folder': file.folderId, ':module': file.module, ':project': file.projectId },
  };
}

/** A move also needs the file not under an old delete (whose record it would otherwise put back whole). */
function moveFileItems(from: FileRecord, to: FileRecord): Labeled[] {
  const where = stillAt(from);
  const moving = { ...where, ConditionExpression: `${where.ConditionExpression} AND attribute_not_exists(deletingAt)` };
  return [fileRecordPut(to, moving), fileEntryDelete(from), fileEntryPut(to)];
}

function deleteFileItems(file: FileRecord): Labeled[] {
  return [
    { label: FILE_LABEL, item: { Delete: { TableName: table(), Key: fileKey(file._id), ...stillAt(file) } } },
    fileEntryDelete(file),
  ];
}

/** A folder counted by the write is gone or being deleted; else the file changed since it was read. */
export const fileWriteRefusal = (labels: string[]): Refused =>
  labels.some(isFolderLabel) ? new Refused('not-found', 'folder') : new Refused('conflict', 'file');

/**
 * A new file (an upload, a copy): its record and entry, the counters of its folder and every ancestor, its
 * activity entry and, for an upload, the pending upload it consumes, in one transaction. Refused:
 * not-found folder (gone or being deleted), conflict upload (confirmed by another request first).
 */
export function insertFile(
  file: FileRecord,
  folder: FolderRecord | undefined,
  activity: ActivityEntry,
  consumedUpload?: string,
): Promise<void> {
  const items = [
    ...putFileItems(file),
    ...new CounterChanges().files(folder, 1).items(),
    activityPut(activity),
    ...(consumedUpload === undefined ? [] : [consumeUploadItem(consumedUpload)]),
  ];
  return transactOrRefuse([items], (labels) => {
    if (labels.some(isFolderLabel)) return new Refused('not-found', 'folder');
    return labels.includes(UPLOAD_LABEL) ? new Refused('conflict', 'upload') : undefined;
  });
}

/**
 * A file moves from the folder `from` to `to` (either a module root when undefined): record and entry,
 * both folders' counters and the activity entries, in one transaction. Refused as fileWriteRefusal.
 */
export function moveFileRecord(
  file: FileRecord,
  moved: FileRecord,
  folders: { from: FolderRecord | undefined; to: FolderRecord | undefined },
  activity: ActivityEntry[],
): Promise<void> {
  const counters = new CounterChanges().files(folders.from, -1).files(folders.to, 1);
  return transactOrRefuse(
    [[...moveFileItems(file, moved), ...counters.items(), ...activity.map(activityPut)]],
    fileWriteRefusal,
  );
}

/** The last step of a delete: record, entry, the counters of its folders and its activity entry. */
export function deleteFileRecord(
  file: FileRecord,
  folder: FolderRecord | undefined,
  activity: ActivityEntry,
): Promise<void> {
  return transactOrRefuse(
    [[...deleteFileItems(file), ...new CounterChanges().files(folder, -1).items(), activityPut(activity)]],
    fileWriteRefusal,
  );
}

/** The record's part of a delete into the bin: still where it was read, and in neither the bin nor a delete. */
function binRecordItem(file: FileRecord, mark: BinMark): Labeled {
  const where = stillAt(file);
  return {
    label: FILE_LABEL,
    item: {
      Update: {
        TableName: table(),
        Key: fileKey(file._id),
        UpdateExpression: 'SET binned = :bin, sharesEndedAt = :at',
        ConditionExpression: `${where.ConditionExpression} AND attribute_not_exists(deletingAt)`,
        ExpressionAttributeNames: where.ExpressionAttributeNames,
        ExpressionAttributeValues: { ...where.ExpressionAttributeValues, ':bin': mark, ':at': mark.deletedAt },
      },
    },
  };
}

/**
 * A file goes to the recycle bin (docs/data-model.md#recycle-bin): its record is marked, its entry leaves
 * its container, its folders' counters drop, and the bin item and the activity entry are written, in one
 * transaction. Versions and objects stay. Refused as fileWriteRefusal (a bin item already there: conflict).
 */
export function binFile(
  file: FileRecord,
  folder: FolderRecord | undefined,
  bin: BinRecord,
  activity: ActivityEntry,
): Promise<void> {
  const mark = binMarkOf(bin);
  return transactOrRefuse(
    [
      [
        binRecordItem(file, mark),
        fileEntryDelete(file),
        ...new CounterChanges().files(folder, -1).items(),
        binItemPut(bin),
        activityPut(activity),
      ],
    ],
    fileWriteRefusal,
  );
}

/** The binned record as it was read: still in the bin from the same delete, and not being erased. */
function stillBinned(file: FileRecord): RecordCondition {
  return {
    ConditionExpression: '#binned.#deletedAt = :deletedAt AND attribute_not_exists(deletingAt)',
    ExpressionAttributeNames: { '#binned': 'binned', '#deletedAt': 'deletedAt' },
    ExpressionAttributeValues: { ':deletedAt': file.binned?.deletedAt ?? '' },
  };
}

/**
 * A binned file comes back as `restored` (its place and name as the domain chose): record and entry, the
 * counters of the folder it returns to, the bin item gone and the activity entry, in one transaction.
 * Refused: not-found folder (the target is gone or being deleted), not-found bin (no longer in the bin, or
 * being erased), conflict file (restored or changed meanwhile).
 */
export function restoreBinnedFile(
  binned: FileRecord,
  restored: FileRecord,
  folder: FolderRecord | undefined,
  bin: BinRecord,
  activity: ActivityEntry,
): Promise<void> {
  const { binned: _b, deletingAt: _d, ...record } = restored;
  return transactOrRefuse(
    [
      [
        fileRecordPut(record, stillBinned(binned)),
        fileEntryPut(record),
        ...new CounterChanges().files(folder, 1).items(),
        binItemRestored(bin),
        activityPut(activity),
      ],
    ],
    (labels) => {
      if (labels.some(isFolderLabel)) return new Refused('not-found', 'folder');
      return labels.includes(BIN_LABEL) ? new Refused('not-found', 'bin') : new Refused('conflict', 'file');
    },
  );
}

/**
 * The last step of erasing a binned file (its versions' objects and items are gone): the record and the bin
 * item together, with the activity entry. Nothing is counted: the counters dropped when it was binned.
 */
export function eraseBinnedFile(file: FileRecord, bin: BinRecord, activity: ActivityEntry): Promise<void> {
  return eraseBinnedItem({ label: FILE_LABEL, key: fileKey(file._id), subject: 'file' }, bin, activity);
}

/** Whether a live file of this name is in the container (one Query of its file entries, filtered). */
export async function fileNamedIn(place: Place, name: string): Promise<boolean> {
  const query = containerQuery(containerPk(place), FILE_PREFIX);
  const found = await queryAll({
    ...query,
    FilterExpression: 'original_name = :name',
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':name': name },
    ProjectionExpression: 'SK',
  });
  return found.length > 0;
}
