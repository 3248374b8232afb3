/** GET /api/projects/{projectId}/schedules/{schedule}/export: the schedule as a file to save. */
import type { ScheduleFileFormat, ScheduleName } from '#shared/schemas/schedule-files.ts';
import { api, type SavedFile } from '../../../lib/api-client.ts';

export function exportSchedule(
  projectId: string,
  schedule: ScheduleName,
  format: ScheduleFileFormat,
): Promise<SavedFile> {
  return api.file('exportSchedule', { params: { projectId, schedule }, query: { format } });
}
