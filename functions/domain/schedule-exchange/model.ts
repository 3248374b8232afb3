/**
 * A schedule as it travels in and out of Site Office (docs/requirements.md#schedule-import-and-export): what
 * the MS Project XML (MSPDI) and CSV readers make of a file, and what the writers write. Whole days only
 * (date keys, YYYY-MM-DD, the last day counted), lags in working days; no ids of ours, so a file can be
 * checked and previewed before anything is written.
 */
import type { ImportProblem } from '#shared/models/schedule-import.ts';
import type { LinkType } from '#shared/schedule-links.ts';
import { FIRST_SCHEDULE_YEAR, LAST_SCHEDULE_YEAR } from '#shared/schemas/dates.ts';

export interface ExchangeTask {
  /** The task's id in the file: its UID in MSPDI, its `id` column in CSV. */
  key: string;
  /** Where a problem with it is reported: the task's ID (row) in MS Project, the line in the CSV. */
  row: number;
  name: string;
  start: string;
  /** The last working day, counted (a milestone's is its start). */
  finish: string;
  /** Whole percent, 0 to 100. */
  progress: number;
  milestone: boolean;
  /** A summary task (phase): it holds other tasks. */
  phase: boolean;
  /** The key of the phase it is in. */
  parentKey?: string;
  owner?: string;
  notes?: string;
  /** Baseline 0's dates, when the file has them. */
  baseline?: { start: string; finish: string };
}

export interface ExchangeLink {
  /** The predecessor's key. */
  from: string;
  /** The successor's key. */
  to: string;
  type: LinkType;
  /** Working days; negative is a lead. */
  lag: number;
}

/** A problem that stops the import, where it is: a row (task ID or CSV line; 0 for the whole file) and a field. */
export type { ImportProblem };

export interface ExchangeSchedule {
  tasks: ExchangeTask[];
  links: ExchangeLink[];
  /** Days off of the working calendar (holidays, shutdowns), besides the days of the week not worked. */
  daysOff: string[];
  /** The name of each day off the file names (an exception's Name), by date. */
  dayOffNames?: Record<string, string>;
  /** The weekdays worked (0 = Sunday … 6 = Saturday); absent: the file says nothing of them (Monday to Friday). */
  workingWeekdays?: number[];
  /** What was changed or left out on the way in; the preview shows them. */
  warnings: string[];
  errors: ImportProblem[];
}

/** A bigger file is refused before it is read (a 10,000-task MSPDI file is about 15 MB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The most tasks one schedule takes from a file. */
export const MAX_IMPORT_TASKS = 10_000;
/** Phases hold tasks up to this many levels deep. */
export const MAX_PHASE_DEPTH = 5;
/** The most problems listed: a file with more is wrong throughout, and the list says so. */
export const MAX_LISTED_PROBLEMS = 200;
export const MAX_TASK_NAME = 200;
/** A task's predecessors, as many as a task's dependencies may name (shared/schemas/tasks.ts). */
export const MAX_PREDECESSORS = 200;

export const FIRST_IMPORT_DAY = `${FIRST_SCHEDULE_YEAR}-01-01`;
export const LAST_IMPORT_DAY = `${LAST_SCHEDULE_YEAR}-12-31`;

export const TOO_BIG = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`;
export const TOO_MANY_TASKS = `The file has more than ${MAX_IMPORT_TASKS.toLocaleString('en-CA')} tasks`;

/** What the preview counts: tasks (phases and milestones among them) and links. */
export interface ImportCounts {
  tasks: number;
  phases: number;
  milestones: number;
  links: number;
}

export function countsOf(schedule: Pick<ExchangeSchedule, 'tasks' | 'links'>): ImportCounts {
  return {
    tasks: schedule.tasks.length,
    phases: schedule.tasks.filter((t) => t.phase).length,
    milestones: schedule.tasks.filter((t) => t.milestone).length,
    links: schedule.links.length,
  };
}

/** An empty schedule with one problem for the whole file. */
export function refusedFile(message: string, field = 'file'): ExchangeSchedule {
  return { tasks: [], links: [], daysOff: [], warnings: [], errors: [{ row: 0, field, message }] };
}

/** The refusal of a file over MAX_IMPORT_BYTES, checked before it is read. */
export const refusedIfTooBig = (text: string): ExchangeSchedule | undefined =>
  Buffer.byteLength(text) > MAX_IMPORT_BYTES ? refusedFile(TOO_BIG) : undefined;
