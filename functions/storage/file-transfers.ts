/**
 * S3 work of the document areas beyond functions/storage/objects.ts: presigned single and multipart
 * uploads straight from the browser (docs/architecture.md#files-go-straight-to-s3), and server-side copies.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
} from '@aws-sdk/client-s3';
import { s3Client } from '../commons/aws-clients.ts';
import { config } from '../commons/config.ts';
import { log } from '../commons/observability.ts';
import { UPLOAD_URL_SECONDS } from './objects.ts';
import { presignObjectRequest } from './presign.ts';

/** A part binds its size only: the browser sends parts without a Content-Type. */
const SIGNED_PART_HEADERS = new Set(['content-length']);

/** Single-PUT bytes wait here until confirmed: the stack's lifecycle rule removes them after a day. */
export const PENDING_PREFIX = 'uploads/pending/';

export const fileObjectKey = (fileId: string) => `files/${fileId}`;
export const pendingObjectKey = (uploadId: string) => `${PENDING_PREFIX}${uploadId}`;

const bucket = () => config.filesBucket();

export async function createMultipartUpload(key: string, contentType: string): Promise<string> {
  const res = await s3Client().send(
    new CreateMultipartUploadCommand({ Bucket: bucket(), Key: key, ContentType: contentType }),
  );
  if (!res.UploadId) throw new Error('S3 answered no UploadId');
  return res.UploadId;
}

/** A part's URL, bound to the part's exact size. */
export function presignPart(key: string, uploadId: string, partNumber: number, size: number): Promise<string> {
  return presignObjectRequest({
    operation: 'UploadPart',
    key,
    query: { partNumber: String(partNumber), uploadId },
    headers: { 'content-length': String(size) },
    expiresIn: UPLOAD_URL_SECONDS,
    signableHeaders: SIGNED_PART_HEADERS,
  });
}

/**
 * The request that completes a multipart upload, for the browser to send to S3 itself: S3 may take longer
 * than the API's 29 s to assemble hundreds of parts. Signed with the host only (the parts list is the
 * body, which a presigned URL does not cover); S3 authorizes it as s3:PutObject of this key.
 */
export async function presignComplete(key: string, uploadId: string): Promise<{ method: 'POST'; url: string }> {
  const url = await presignObjectRequest({
    operation: 'CompleteMultipartUpload',
    key,
    query: { uploadId },
    expiresIn: UPLOAD_URL_SECONDS,
  });
  return { method: 'POST', url };
}

export async function completeMultipartUpload(
  key: string,
  uploadId: string,
  parts: { partNumber: number; etag: string }[],
): Promise<void> {
  await s3Client().send(
    new CompleteMultipartUploadCommand({
      Bucket: bucket(),
      Key: key,
      UploadId: uploadId,
      MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
    }),
  );
}

/**
 * Best effort: the bucket's abort-incomplete-multipart rule removes abandoned parts after a day anyway
 * (and the local emulator does not implement AbortMultipartUpload).
 */
export async function abortMultipartUpload(key: string, uploadId: string): Promise<void> {
  try {
    await s3Client().send(new AbortMultipartUploadCommand({ Bucket: bucket(), Key: key, UploadId: uploadId }));
  } catch (error) {
    log('warn', 'AbortMultipartUpload failed; the lifecycle rule cleans up', { key, name: (error as Error).name });
  }
}

/**
 * One CopyObject: objects up to 5 GB (larger ones would need a multipart copy, not implemented). Our keys
 * are plain ASCII (files/<id>, uploads/pending/<id>), so the copy source needs no encoding.
 */
export async function copyObject(from: string, to: string): Promise<void> {
  await s3Client().send(new CopyObjectCommand({ Bucket: bucket(), Key: to, CopySource: `${bucket()}/${from}` }));
}
