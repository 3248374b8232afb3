/** Helpers for the document-area suites: folders, uploads (both paths) and direct looks at table and bucket. */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentFile, Folder, FolderDetail, UploadStart } from '../../shared/models/documents.ts';
import type { Module } from '../../shared/roles.ts';
import { type ApiAnswer, apiUrl, call } from './api.ts';
import { FILES_BUCKET, s3, TABLE_NAME, tableClient } from './aws.ts';

export async function createFolder(
  token: string,
  fields: { name: string; module: Module; projectId: string; parent_id?: string },
): Promise<Folder> {
  const res = await call<Folder>('/api/folders', { method: 'POST', token, body: fields });
  if (res.status !== 201) throw new Error(`create folder failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A level 1, 2 and 3 folder, each inside the one before. */
export async function createChain(token: string, module: Module, projectId: string, prefix = 'F') {
  const l1 = await createFolder(token, { name: `${prefix} L1`, module, projectId });
  const l2 = await createFolder(token, { name: `${prefix} L2`, module, projectId, parent_id: l1._id });
  const l3 = await createFolder(token, { name: `${prefix} L3`, module, projectId, parent_id: l2._id });
  return { l1, l2, l3 };
}

export async function getFolder(token: string, id: string): Promise<FolderDetail> {
  const res = await call<FolderDetail>(`/api/folders/${id}`, { token });
  if (res.status !== 200) throw new Error(`get folder failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface FormUpload {
  module: Module;
  projectId: string;
  folderId?: string;
  fileName?: string;
  content?: Uint8Array | string;
  contentType?: string;
  author?: string;
  source?: string;
  /** Leave the file part out. */
  noFile?: boolean;
}

/** POST /api/upload/{module} as multipart/form-data, as the spec's client sends it. */
export async function uploadForm<T = DocumentFile>(
  token: string | undefined,
  upload: FormUpload,
): Promise<ApiAnswer<T>> {
  const form = new FormData();
  form.set('projectId', upload.projectId);
  if (upload.folderId !== undefined) form.set('folderId', upload.folderId);
  if (upload.author !== undefined) form.set('author', upload.author);
  form.set('user_id', 'ignored');
  if (upload.source) form.set('source', upload.source);
  if (!upload.noFile) {
    const content = upload.content ?? 'hello';
    form.set(
      'file',
      new Blob([typeof content === 'string' ? content : new Uint8Array(content)], {
        type: upload.contentType ?? 'application/pdf',
      }),
      upload.fileName ?? 'drawing.pdf',
    );
  }
  const res = await fetch(apiUrl(`/api/upload/${upload.module}`), {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** uploadForm that must succeed. */
export async function uploadSmall(token: string, upload: FormUpload): Promise<DocumentFile> {
  const res = await uploadForm(token, { author: 'Site Engineer', ...upload });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface StartFields {
  module: Module;
  projectId: string;
  folderId?: string;
  fileName: string;
  size: number;
  contentType?: string;
  author?: string;
  source?: string;
  /** A new version of this file. */
  versionOf?: string;
  versionNote?: string;
}

export function startUpload(token: string, fields: StartFields) {
  return call<UploadStart>('/api/uploads', { method: 'POST', token, body: { author: 'Architect', ...fields } });
}

/** Sends the bytes to the presigned URLs; answers the parts to confirm a multipart upload with. */
export async function sendBytes(
  start: UploadStart,
  bytes: Uint8Array,
): Promise<{ partNumber: number; etag: string }[]> {
  if (start.mode === 'single') {
    const res = await fetch(start.url, { method: 'PUT', headers: start.headers, body: new Uint8Array(bytes) });
    if (!res.ok) throw new Error(`PUT failed: ${res.status} ${await res.text()}`);
    return [];
  }
  const parts: { partNumber: number; etag: string }[] = [];
  for (const part of start.parts) {
    const from = (part.partNumber - 1) * start.partSize;
    const res = await fetch(part.url, { method: 'PUT', body: bytes.slice(from, from + start.partSize) });
    if (!res.ok) throw new Error(`part PUT failed: ${res.status} ${await res.text()}`);
    parts.push({ partNumber: part.partNumber, etag: res.headers.get('etag') ?? '' });
  }
  return parts;
}

export function completeUpload(token: string, uploadId: string, parts: { partNumber: number; etag: string }[] = []) {
  return call<DocumentFile>(`/api/uploads/${uploadId}/complete`, {
    method: 'POST',
    token,
    body: parts.length > 0 ? { parts } : {},
  });
}

/** The whole presigned path: start, send, complete. */
export async function uploadPresigned(token: string, fields: StartFields, bytes: Uint8Array): Promise<DocumentFile> {
  const start = await startUpload(token, { ...fields, size: bytes.length });
  if (start.status !== 201) throw new Error(`start failed: ${start.status} ${JSON.stringify(start.body)}`);
  const parts = await sendBytes(start.body, bytes);
  const done = await completeUpload(token, start.body.uploadId, parts);
  if (done.status !== 201) throw new Error(`complete failed: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}

/** A PDF sheet put into the project's plan root by the presigned path; `versionOf`: as a new version of that file. */
export function uploadSheet(
  token: string,
  projectId: string,
  fileName: string,
  bytes: Uint8Array,
  versionOf?: string,
): Promise<DocumentFile> {
  return uploadPresigned(
    token,
    {
      module: 'plan',
      projectId,
      folderId: 'root',
      fileName,
      contentType: 'application/pdf',
      size: 0,
      ...(versionOf && { versionOf }),
    },
    bytes,
  );
}

export function bytesOf(size: number, seed = 7): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) & 0xff;
  return out;
}

/** Every item of a partition, read straight from DynamoDB Local. */
export async function partitionItems(pk: string): Promise<Record<string, unknown>[]> {
  const res = await tableClient().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return res.Items ?? [];
}

/** Keys of the bucket under a prefix, read straight from the S3 emulator. */
export async function objectKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const res = await s3().send(
      new ListObjectsV2Command({ Bucket: FILES_BUCKET, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(res.Contents ?? []).map((c) => c.Key ?? ''));
    token = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
