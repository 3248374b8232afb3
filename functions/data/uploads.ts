/**
 * Pending uploads: PK=UPLOAD#<id>, SK=UPLOAD, removed when the upload is confirmed or aborted, else by TTL a
 * day after it expires. The id is also the id of the file it becomes, which makes confirming idempotent.
 */
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UploadSource } from '#shared/documents.ts';
import type { Module } from '#shared/roles.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { type Item, type Key, putNewItem, table, ttlAfter } from './table.ts';
import type { Labeled } from './transactions.ts';

export interface PendingUpload {
  _id: string;
  module: Module;
  projectId: string;
  folderId: string;
  original_name: string;
  author: string;
  size: number;
  contentType: string;
  source: UploadSource;
  mode: 'single' | 'multipart';
  /** Where the bytes are sent: uploads/pending/<id> for a single PUT, the final key for multipart. */
  s3Key: string;
  s3UploadId?: string;
  partSize?: number;
  partCount?: number;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  /** A new version of this file, with its note (absent: a new file). */
  versionOf?: string;
  versionNote?: string;
  /** Set when a version upload was recorded: the item stays (until its TTL) as the receipt. */
  confirmedFile?: string;
}

export const uploadKey = (id: string): Key => ({ PK: `UPLOAD#${id}`, SK: 'UPLOAD' });
const pendingOfProject = (projectId: string) => `UPLOADS#${projectId}`;
export const UPLOAD_LABEL = 'upload';
const DAY_SECONDS = 24 * 3600;

function fromItem(item: Item): PendingUpload {
  const { PK: _pk, SK: _sk, type: _t, ttl: _ttl, GSI1PK: _g, GSI1SK: _gs, ...rest } = item;
  return rest as PendingUpload;
}

export async function insertUpload(upload: PendingUpload): Promise<void> {
  await putNewItem({
    ...uploadKey(upload._id),
    type: 'Upload',
    // Unconfirmed uploads of a project, by expiry (countPendingUploads).
    GSI1PK: pendingOfProject(upload.projectId),
    GSI1SK: upload.expiresAt,
    ...upload,
    ttl: ttlAfter(upload.expiresAt, DAY_SECONDS),
  });
}

export async function getUpload(id: string): Promise<PendingUpload | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: uploadKey(id), ConsistentRead: true }));
  return res.Item ? fromItem(res.Item) : undefined;
}

export async function deleteUpload(id: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: uploadKey(id) }));
}

/** Part of the confirming transaction: the pending upload must still be there, so it confirms once. */
export function consumeUploadItem(id: string): Labeled {
  return {
    label: UPLOAD_LABEL,
    item: { Delete: { TableName: table(), Key: uploadKey(id), ConditionExpression: 'attribute_exists(PK)' } },
  };
}

/**
 * Part of the transaction that records a new version: the upload becomes its receipt (the file it went
 * to), so a repeated confirmation answers that file; it no longer counts as pending.
 */
export function receiptUploadItem(id: string, fileId: string): Labeled {
  return {
    label: UPLOAD_LABEL,
    item: {
      Update: {
        TableName: table(),
        Key: uploadKey(id),
        UpdateExpression: 'SET confirmedFile = :file REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(confirmedFile)',
        ExpressionAttributeValues: { ':file': fileId },
      },
    },
  };
}

/** Access pattern: a project's unconfirmed uploads that have not expired, counted (Query GSI1, COUNT). */
export async function countPendingUploads(projectId: string, now: Date): Promise<number> {
  const res = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK > :now',
      ExpressionAttributeValues: { ':pk': pendingOfProject(projectId), ':now': now.toISOString() },
      Select: 'COUNT',
    }),
  );
  return res.Count ?? 0;
}
