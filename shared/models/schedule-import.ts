/** The answer of a schedule import (docs/requirements.md#schedule-import-and-export). */

/** A problem that stops the import: its row (MS Project's task ID or the CSV line; 0 for the whole file) and field. */
export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}

/**
 * What the file holds (counts: tasks, the phases and milestones among them, links), what was changed or
 * left out on the way in, and every problem. `status`: `preview` (nothing written), `written`, or `queued`
 * (a large file, written by a background job: `importId` names it, and the schedule fills as it runs).
 */
export interface ScheduleImportAnswer {
  status: 'preview' | 'written' | 'queued';
  tasks: number;
  phases: number;
  links: number;
  milestones: number;
  /** Days off the file's calendar brings into the project's working days (docs/requirements.md#working-day-calendar). */
  daysOff: number;
  /** The working weekdays the file's calendar names (0 = Sunday … 6 = Saturday), which become the project's. */
  workingWeekdays?: number[];
  warnings: string[];
  errors: ImportProblem[];
  importId?: string;
}

/** Where an import stands: `writing` while its tasks are written (a queued one counts `written` up), then `done`. */
export interface ScheduleImportStatus {
  importId: string;
  fileName: string;
  status: 'writing' | 'done';
  tasks: number;
  written: number;
}

/** Where to PUT a schedule file for a later import: the URL, the headers it was signed with, and its end. */
export interface ScheduleImportUpload {
  uploadId: string;
  url: string;
  headers: Record<string, string>;
  /** When the upload id stops being taken (ISO); the URL itself lasts 15 minutes. */
  expiresAt: string;
}
