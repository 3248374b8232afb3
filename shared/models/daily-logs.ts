/** The daily site log as the API answers it (docs/requirements.md#daily-site-log). */
import type { DailyLogBody } from '../schemas/daily-logs.ts';

export const LOG_STATUSES = ['none', 'draft', 'signed'] as const;
/** `none`: nobody has written that day's log yet. */
export type LogStatus = (typeof LOG_STATUSES)[number];

/** A signed log is read-only: a PUT answers 409 with this. */
export const LOG_SIGNED = 'This daily log is signed off. Reopen it to change it.';
export const LOG_NOT_SIGNED = 'This daily log is not signed off.';
export const LOG_NOTHING_TO_SIGN = 'There is no daily log for this day to sign off.';
export const LOG_ALREADY_SIGNED = 'This daily log is already signed off.';
/** A save or sign-off that lost a race, or a save written over an older version than the one stored: 409. */
export const LOG_CHANGED = 'This daily log was changed by someone else meanwhile. Reload it and try again.';
export const LOG_FUTURE_DAY = 'A daily log cannot be written for a day after today.';

/** A day nobody has written: every section empty (what the body schema makes of `{}`, without zod). */
export const emptyLog = (): DailyLogBody => ({
  weather: { conditions: undefined, wind: undefined },
  crew: [],
  equipment: [],
  visitors: [],
  deliveries: [],
  delays: [],
  notes: '',
  hiddenPhotos: [],
});

export interface LogHistoryEntry {
  action: 'signed' | 'reopened';
  by: string;
  byName: string;
  at: string;
  /** Why it was reopened. */
  reason?: string;
}

/** A site-report note of that day, from any task. */
export interface LogReport {
  taskId: string;
  taskName: string;
  noteId: string;
  text: string;
  by: string;
  at: string;
}

/** A site-report photo of that day; `hidden` ones are left out of the log's read view and its PDF. */
export interface LogPhoto {
  /** `<taskId>#<index>`, what `hiddenPhotos` holds. */
  id: string;
  taskId: string;
  taskName: string;
  index: number;
  filename: string;
  by: string;
  at: string;
  hidden: boolean;
}

export interface DailyLog extends DailyLogBody {
  projectId: string;
  /** The Toronto day, YYYY-MM-DD. */
  date: string;
  status: LogStatus;
  reports: LogReport[];
  photos: LogPhoto[];
  signedBy?: string;
  signedByName?: string;
  signedAt?: string;
  history: LogHistoryEntry[];
  updatedAt?: string;
  updatedByName?: string;
}

/** The log of a day nobody has written: what the server answers for it, and the phone shows without a connection. */
export const unwrittenLog = (projectId: string, date: string): DailyLog => ({
  ...emptyLog(),
  projectId,
  date,
  status: 'none',
  reports: [],
  photos: [],
  history: [],
});

export interface LogDay {
  date: string;
  status: LogStatus;
  updatedAt?: string;
}

export interface LogDays {
  days: LogDay[];
}

export const NOTHING_TO_EXPORT = 'There is no daily log in this range to export.';

/** POST .../daily-logs/export answers 202 with the job to follow. */
export interface ExportStarted {
  jobId: string;
}

/** GET /api/jobs/{jobId}: how a queued export is doing; `url` downloads the PDF once it is done. */
export interface JobStatus {
  status: 'running' | 'done' | 'failed';
  /** Whole percent. */
  progress: number;
  url?: string;
  error?: string;
}
