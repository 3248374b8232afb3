/**
 * Versions of a file (docs/data-model.md#file-versions), in the file's own partition:
 * - a version: PK=FILE#<id>, SK=VERSION#<number, 6 digits>, with its own object key, size, uploader, note
 * - a file's versions: Query PK=FILE#<id>, begins_with(SK, VERSION#)
 * The file's record and entry always describe the current version (the newest); a file that never got a
 * second version has no version items (its record is version 1). A new version is one transaction: the
 * record and entry rewritten over the version read, the new version item (and version 1's, the first
 * time), and whatever the caller adds (the consumed upload, the activity entry).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { FileVersion } from '#shared/models/documents.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { type FileRecord, fileEntryPut, fileKey, fileRecordPut } from './files.ts';
import { Refused } from './refusals.ts';
import { deleteItems, type Item, type Key, queryAll, recordOf, table } from './table.ts';
import { type Labeled, transactOrRefuse } from './transactions.ts';
import { receiptUploadItem, UPLOAD_LABEL } from './uploads.ts';

export interface VersionRecord {
  version: number;
  original_name: string;
  size: number;
  format: string;
  contentType: string;
  upload_date: string;
  upload_by: string;
  upload_by_id: string;
  s3Key: string;
  note?: string;
  /** The upload that made it: a repeated confirmation finds it. */
  uploadId?: string;
}

const VERSION_PREFIX = 'VERSION#';
export const versionKey = (fileId: string, version: number): Key => ({
  PK: fileKey(fileId).PK,
  SK: `${VERSION_PREFIX}${String(version).padStart(6, '0')}`,
});

export const currentVersion = (file: Pick<FileRecord, 'version'>) => file.version ?? 1;

/** The version a file's record describes. */
export function versionOfRecord(file: FileRecord, uploadId?: string): VersionRecord {
  return {
    version: currentVersion(file),
    original_name: file.original_name,
    size: file.size,
    format: file.format,
    contentType: file.contentType,
    upload_date: file.upload_date,
    upload_by: file.upload_by,
    upload_by_id: file.upload_by_id,
    s3Key: file.s3Key,
    ...(file.version_note && { note: file.version_note }),
    ...(uploadId && { uploadId }),
  };
}

const fromItem = (item: Item) => recordOf<VersionRecord>(item);

/** Every version, newest first; a file with one version has none stored: its record stands for it. */
export async function listVersions(file: FileRecord): Promise<VersionRecord[]> {
  const stored = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :v)',
    ExpressionAttributeValues: { ':pk': fileKey(file._id).PK, ':v': VERSION_PREFIX },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return stored.length > 0 ? stored.map(fromItem) : [versionOfRecord(file)];
}

export async function getVersion(file: FileRecord, version: number): Promise<VersionRecord | undefined> {
  if (version === currentVersion(file)) return versionOfRecord(file);
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: versionKey(file._id, version), ConsistentRead: true }),
  );
  return res.Item ? fromItem(res.Item) : undefined;
}

export function toApiVersion(v: VersionRecord, current: number): FileVersion {
  return {
    version: v.version,
    original_name: v.original_name,
    size: v.size,
    format: v.format,
    contentType: v.contentType,
    upload_date: v.upload_date,
    upload_by: v.upload_by,
    ...(v.note && { note: v.note }),
    current: v.version === current,
  };
}

/**
 * The record and entry become `next` (version n + 1), written only over the version read and never on a
 * file being deleted; the new version's item, and version 1's the first time, go in the same transaction.
 */
function newVersionItems(
  file: FileRecord,
  next: FileRecord,
  uploadId?: string,
  /** The name the version was uploaded with (the file keeps its own name). */
  versionName: string = next.original_name,
): Labeled[] {
  const read = currentVersion(file);
  const versionPut = (v: VersionRecord): Labeled => ({
    label: 'version',
    item: {
      Put: {
        TableName: table(),
        Item: { ...versionKey(file._id, v.version), type: 'FileVersion', ...v },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  });
  return [
    fileRecordPut(next, {
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(deletingAt) AND attribute_not_exists(binned) AND folderId = :folder AND #module = :module AND projectId = :project AND ' +
        (read === 1 ? '(attribute_not_exists(version) OR version = :read)' : 'version = :read'),
      ExpressionAttributeNames: { '#module': 'module' },
      ExpressionAttributeValues: {
        ':folder': file.folderId,
        ':module': file.module,
        ':project': file.projectId,
        ':read': read,
      },
    }),
    fileEntryPut(next),
    ...(read === 1 ? [versionPut(versionOfRecord(file))] : []),
    versionPut({ ...versionOfRecord(next, uploadId), original_name: versionName }),
  ];
}

/**
 * The file becomes `next`, its next version, over the version read, with its activity entry and, when the
 * bytes came from a pending upload (`uploadId`), that upload's receipt, in one transaction. Refused:
 * conflict upload (the upload was confirmed already), conflict file (the file changed since it was read:
 * another version, a move, a delete).
 */
export function commitFileVersion(
  file: FileRecord,
  next: FileRecord,
  versionName: string,
  activity: ActivityEntry,
  uploadId?: string,
): Promise<void> {
  const items = [
    ...newVersionItems(file, next, uploadId, versionName),
    activityPut(activity),
    ...(uploadId === undefined ? [] : [receiptUploadItem(uploadId, file._id)]),
  ];
  return transactOrRefuse([items], (labels) =>
    labels.includes(UPLOAD_LABEL) ? new Refused('conflict', 'upload') : new Refused('conflict', 'file'),
  );
}

/** What a file leaves when it goes: its stored version items and every object (the record's included). */
export interface VersionLeftovers {
  keys: Key[];
  objectKeys: string[];
}

/** Keys of every stored version item and every object of a file (record's included), for deleting it. */
export async function versionLeftovers(file: FileRecord): Promise<VersionLeftovers> {
  const versions = currentVersion(file) > 1 ? await listVersions(file) : [];
  return {
    keys: versions.map((v) => versionKey(file._id, v.version)),
    objectKeys: [...new Set([file.s3Key, ...versions.map((v) => v.s3Key)])],
  };
}

/** Deletes a file's stored version items (BatchWriteItem; safe to repeat). */
export function deleteVersionItems(leftovers: VersionLeftovers): Promise<void> {
  return deleteItems(leftovers.keys);
}
