/**
 * POST /api/projects/{projectId}/schedules/{schedule}/import: a schedule file previewed or imported, sent in
 * the request or, above 4 MB, first to storage through POST .../import-uploads and then named by its upload's
 * id; and GET .../imports/{id}: where a queued import stands (docs/requirements.md#schedule-import-and-export).
 */
import { MAX_DIRECT_UPLOAD_BYTES } from '#shared/documents.ts';
import type { ScheduleImportAnswer, ScheduleImportStatus } from '#shared/models/schedule-import.ts';
import type { ImportScheduleQuery, ScheduleName } from '#shared/schemas/schedule-files.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { putFile, type UploadProgress } from '../../../lib/upload.ts';

/** A file larger than this goes to storage first: as a form it would pass API Gateway's limit. */
export const UPLOAD_ABOVE_BYTES = MAX_DIRECT_UPLOAD_BYTES;

export const needsUpload = (file: File) => file.size > UPLOAD_ABOVE_BYTES;

/** Sends the file straight to storage with a presigned PUT (with its progress); answers the upload's id. */
export async function uploadImportFile(
  projectId: string,
  schedule: ScheduleName,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<string> {
  const target = await api('startImportUpload', {
    params: { projectId, schedule },
    body: { fileName: file.name, size: file.size },
  });
  await putFile(target.url, file, { headers: target.headers, onProgress });
  return target.uploadId;
}

export interface ImportChoice {
  preview: boolean;
  replace?: boolean;
}

/** The answer, or a file refused for its problems: the same counts with every problem (a 400's body). */
export type ImportOutcome = ScheduleImportAnswer | { refused: string; answer: ScheduleImportAnswer };

const isAnswer = (body: unknown): body is ScheduleImportAnswer =>
  typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors);

/** `source`: the file itself (sent as a form), or the id of its upload to storage. */
export async function importScheduleFile(
  projectId: string,
  schedule: ScheduleName,
  source: File | { uploadId: string },
  choice: ImportChoice,
): Promise<ImportOutcome> {
  const query: ImportScheduleQuery = {
    preview: choice.preview ? 'true' : 'false',
    ...(choice.replace && { mode: 'replace' as const }),
  };
  try {
    const params = { projectId, schedule };
    if (!(source instanceof File)) return await api('importSchedule', { params, query, body: source });
    const form = new FormData();
    form.set('file', source, source.name);
    return await api('importSchedule', { params, query, body: {}, form });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && isAnswer(error.body)) {
      return { refused: error.message, answer: error.body };
    }
    throw error;
  }
}

export function getImportStatus(projectId: string, schedule: ScheduleName, id: string): Promise<ScheduleImportStatus> {
  return api('getImport', { params: { projectId, schedule, id } });
}
