/**
 * POST /api/projects/{projectId}/schedules/{schedule}/import: a schedule file previewed or imported, and
 * GET .../imports/{id}: where a queued import stands (docs/requirements.md#schedule-import-and-export).
 */
import type { ScheduleImportAnswer, ScheduleImportStatus } from '#shared/models/schedule-import.ts';
import type { ImportScheduleQuery, ScheduleName } from '#shared/schemas/schedule-files.ts';
import { ApiError, api } from '../../../lib/api-client.ts';

export interface ImportChoice {
  preview: boolean;
  replace?: boolean;
}

/** The answer, or a file refused for its problems: the same counts with every problem (a 400's body). */
export type ImportOutcome = ScheduleImportAnswer | { refused: string; answer: ScheduleImportAnswer };

const isAnswer = (body: unknown): body is ScheduleImportAnswer =>
  typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors);

export async function importScheduleFile(
  projectId: string,
  schedule: ScheduleName,
  file: File,
  choice: ImportChoice,
): Promise<ImportOutcome> {
  const form = new FormData();
  form.set('file', file, file.name);
  const query: ImportScheduleQuery = {
    preview: choice.preview ? 'true' : 'false',
    ...(choice.replace && { mode: 'replace' as const }),
  };
  try {
    return await api('importSchedule', { params: { projectId, schedule }, query, form });
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
