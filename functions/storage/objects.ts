/**
 * S3 objects of the files bucket: presigned transfers (signed without the S3 client, see presign.ts), checks
 * and deletes.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { DOWNLOAD_ONLY_TYPE, isInlineSafe } from '#shared/documents.ts';
import { s3Client } from '../commons/aws-clients.ts';
import { config } from '../commons/config.ts';
import { presignObjectRequest } from './presign.ts';

/**
 * Upload URLs live 15 minutes and are signed with the exact size and type, so a URL cannot carry more
 * bytes or another type than declared; a long multipart upload asks for fresh part URLs as it goes.
 */
export const UPLOAD_URL_SECONDS = 15 * 60;
/**
 * A document's single PUT (at most 16 MiB) is sent the moment its upload starts, and S3 checks the expiry
 * when a request begins, so its URL needs little time; a short life keeps a copied or replayed URL from
 * writing after the upload was recorded (what such a late PUT leaves is removed, see uploads).
 */
export const SINGLE_PUT_URL_SECONDS = 2 * 60;
export const DOWNLOAD_URL_SECONDS = 15 * 60;

/** RFC 5987 encoding: encodeURIComponent leaves ' ( ) * unencoded, which the attr-char rule forbids. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` or `inline` with the original name, safe for any characters (RFC 6266 / 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(filename)}`;
}

export function presignPut(
  key: string,
  contentType: string,
  size: number,
  expiresIn = UPLOAD_URL_SECONDS,
): Promise<string> {
  return presignObjectRequest({
    operation: 'PutObject',
    key,
    headers: { 'content-type': contentType, 'content-length': String(size) },
    expiresIn,
    signableHeaders: SIGNED_UPLOAD_HEADERS,
  });
}

/** Headers a presigned upload binds: its size and (for a single PUT) its type. */
export const SIGNED_UPLOAD_HEADERS = new Set(['content-length', 'content-type']);

/**
 * A download URL that makes S3 answer with the type we recorded, whatever the object's own metadata says,
 * and inline only for types that cannot run script (shared/documents.ts INLINE_SAFE_TYPES).
 */
export function presignGet(
  key: string,
  options: { contentType: string; filename?: string; inline?: boolean },
): Promise<string> {
  const safe = isInlineSafe(options.contentType);
  const contentType = safe ? options.contentType : DOWNLOAD_ONLY_TYPE;
  const inline = Boolean(options.inline) && safe;
  return presignObjectRequest({
    operation: 'GetObject',
    key,
    query: {
      'response-content-type': contentType,
      'response-content-disposition': options.filename
        ? contentDisposition(inline ? 'inline' : 'attachment', options.filename)
        : inline
          ? 'inline'
          : 'attachment',
    },
    expiresIn: DOWNLOAD_URL_SECONDS,
  });
}

/** A whole object's bytes (one GET): only for small objects (a photo's thumbnail, a schedule file waiting for its import job). */
export async function readObject(key: string): Promise<Uint8Array> {
  const res = await s3Client().send(new GetObjectCommand({ Bucket: config.filesBucket(), Key: key }));
  return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
}

/** The first bytes of an object (a ranged GET), to check that it is what its type says. */
export async function readFirstBytes(key: string, count: number): Promise<Uint8Array> {
  const res = await s3Client().send(
    new GetObjectCommand({ Bucket: config.filesBucket(), Key: key, Range: `bytes=0-${count - 1}` }),
  );
  return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
}

/** Bytes [start, end) of an object (one ranged GET), for reading only the parts of a file that are needed. */
export async function readRange(key: string, start: number, end: number): Promise<Uint8Array> {
  const res = await s3Client().send(
    new GetObjectCommand({ Bucket: config.filesBucket(), Key: key, Range: `bytes=${start}-${end - 1}` }),
  );
  return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
}

export async function putObject(key: string, body: Buffer, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: config.filesBucket(), Key: key, Body: body, ContentType: contentType }),
  );
}

export interface ObjectInfo {
  size: number;
  contentType: string;
}

export async function headObject(key: string): Promise<ObjectInfo | undefined> {
  try {
    const res = await s3Client().send(new HeadObjectCommand({ Bucket: config.filesBucket(), Key: key }));
    return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? '' };
  } catch (error) {
    if (error instanceof NotFound || (error instanceof Error && error.name === 'NotFound')) return undefined;
    throw error;
  }
}

/** Deletes objects, 1,000 per request (S3's limit). */
export async function deleteObjects(keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    if (batch.length === 0) continue;
    await s3Client().send(
      new DeleteObjectsCommand({
        Bucket: config.filesBucket(),
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}

/** A file name reduced to safe characters for an object key (the original is kept in the table). */
export function safeKeyName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'file';
}
