/** Schedule files in and out of the local stack: an import as the web app sends it, and an export read back. */

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ScheduleImportAnswer } from '../../shared/models/schedule-import.ts';
import { type ApiAnswer, call } from './api.ts';
import { TABLE_NAME, tableClient } from './aws.ts';

export interface ImportRequest {
  projectId: string;
  schedule?: string;
  fileName: string;
  content: string | Uint8Array;
  /** The query string, e.g. `preview=true` or `preview=false&mode=replace`. */
  query?: string;
  headers?: Record<string, string>;
}

export type ImportAnswer = ScheduleImportAnswer & { error?: string };

/** POST .../schedules/{schedule}/import with the file as multipart/form-data field `file`. */
export function importFile(token: string, request: ImportRequest): Promise<ApiAnswer<ImportAnswer>> {
  const form = new FormData();
  const bytes = typeof request.content === 'string' ? request.content : new Uint8Array(request.content);
  form.set('file', new Blob([bytes]), request.fileName);
  const schedule = request.schedule ?? 'construction';
  return call<ImportAnswer>(
    `/api/projects/${request.projectId}/schedules/${schedule}/import?${request.query ?? 'preview=false'}`,
    { method: 'POST', token, form, ...(request.headers && { headers: request.headers }) },
  );
}

export interface UploadStart {
  uploadId: string;
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
  error?: string;
}

/** POST .../import-uploads for `content`, and (unless `put` is false) its bytes PUT to the presigned URL. */
export async function uploadForImport(
  token: string,
  request: Pick<ImportRequest, 'projectId' | 'schedule' | 'fileName' | 'content'> & { size?: number; put?: boolean },
): Promise<ApiAnswer<UploadStart>> {
  const bytes = typeof request.content === 'string' ? Buffer.from(request.content) : Buffer.from(request.content);
  const schedule = request.schedule ?? 'construction';
  const start = await call<UploadStart>(`/api/projects/${request.projectId}/schedules/${schedule}/import-uploads`, {
    method: 'POST',
    token,
    body: { fileName: request.fileName, size: request.size ?? bytes.length },
  });
  if (start.status === 201 && request.put !== false) {
    const put = await fetch(start.body.url, {
      method: 'PUT',
      headers: start.body.headers,
      body: new Uint8Array(bytes),
    });
    if (!put.ok) throw new Error(`presigned PUT: ${put.status}`);
  }
  return start;
}

/** POST .../import naming an upload: `{ uploadId }` as JSON. */
export function importUploaded(
  token: string,
  request: { projectId: string; schedule?: string; uploadId: string; query?: string },
): Promise<ApiAnswer<ImportAnswer>> {
  const schedule = request.schedule ?? 'construction';
  return call<ImportAnswer>(
    `/api/projects/${request.projectId}/schedules/${schedule}/import?${request.query ?? 'preview=false'}`,
    { method: 'POST', token, body: { uploadId: request.uploadId } },
  );
}

/** The schedule as the export writes it, in MS Project XML. */
export async function exportedMspdi(token: string, projectId: string, schedule = 'construction'): Promise<string> {
  const res = await call<string>(`/api/projects/${projectId}/schedules/${schedule}/export?format=mspdi`, { token });
  if (res.status !== 200) throw new Error(`export: ${res.status}`);
  return res.body;
}

/** The project's construction task items as stored, phases and links included. */
export async function storedTasks(projectId: string): Promise<Record<string, unknown>[]> {
  const res = await tableClient().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `TASKS#${projectId}` },
    }),
  );
  return res.Items ?? [];
}

/** A schedule CSV with the import's header and these lines. */
export const csv = (...lines: string[]) =>
  ['id,name,start,finish,progress,predecessors,parent,owner,type', ...lines].join('\n');
