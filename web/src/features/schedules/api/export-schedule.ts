/**
 * GET /api/projects/{projectId}/schedules/{schedule}/export: the schedule as a file to save; `baseline`, the
 * baseline MS Project's Baseline 0 is written from (the CSV has no baseline column, so it is sent with MSPDI only).
 */
import type { ScheduleFileFormat, ScheduleName } from '#shared/schemas/schedule-files.ts';
import { api, type SavedFile } from '../../../lib/api-client.ts';

export function exportSchedule(
  projectId: string,
  schedule: ScheduleName,
  format: ScheduleFileFormat,
  baseline?: string | null,
): Promise<SavedFile> {
  const query = format === 'mspdi' && baseline ? { format, baseline } : { format };
  return api.file('exportSchedule', { params: { projectId, schedule }, query });
}
