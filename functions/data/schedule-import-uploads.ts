/**
 * Schedule files uploaded for an import (docs/data-model.md#schedule-imports): one item per upload, made when
 * its presigned PUT is handed out, taken (deleted) once by the import that uses it. Access patterns:
 * - an upload by id: GetItem PK=IMPORTUPLOAD#<uploadId>, SK=IMPORTUPLOAD (a clean preview reads it)
 * - taking it: DeleteItem on the same key, conditional on its existence, answering what it held (once only)
 * The item's TTL removes an upload never used, a day after it expires.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import type { ScheduleKind } from './schedule-tasks.ts';
import { type Item, type Key, putNewItem, table, ttlAfter } from './table.ts';

export interface ImportUpload {
  uploadId: string;
  kind: ScheduleKind;
  projectId: string;
  /** Who asked for it: no one else may import it. */
  userId: string;
  fileName: string;
  /** The size declared, which the presigned PUT is signed for. */
  size: number;
  /** Where the bytes go: under uploads/pending/ (the bucket's one-day rule removes what is left). */
  key: string;
  /** After this (ISO) the upload is not taken. */
  expiresAt: string;
}

const uploadKey = (uploadId: string): Key => ({ PK: `IMPORTUPLOAD#${uploadId}`, SK: 'IMPORTUPLOAD' });
const DAY_SECONDS = 24 * 3600;

function uploadOf(item: Item): ImportUpload {
  return {
    uploadId: String(item.uploadId),
    kind: item.kind as ScheduleKind,
    projectId: String(item.projectId),
    userId: String(item.userId),
    fileName: String(item.fileName),
    size: Number(item.size),
    key: String(item.key),
    expiresAt: String(item.expiresAt),
  };
}

export async function insertImportUpload(upload: ImportUpload): Promise<void> {
  await putNewItem({
    ...uploadKey(upload.uploadId),
    itemType: 'schedule-import-upload',
    ...upload,
    ttl: ttlAfter(upload.expiresAt, DAY_SECONDS),
  });
}

export async function getImportUpload(uploadId: string): Promise<ImportUpload | undefined> {
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: uploadKey(uploadId), ConsistentRead: true }),
  );
  return res.Item ? uploadOf(res.Item) : undefined;
}

/** Removes the upload and answers what it held; undefined when it was taken already (or never made). */
export async function takeImportUpload(uploadId: string): Promise<ImportUpload | undefined> {
  try {
    const res = await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: uploadKey(uploadId),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return res.Attributes ? uploadOf(res.Attributes) : undefined;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}
