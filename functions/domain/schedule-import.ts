/**
 * POST /api/projects/{projectId}/schedules/{schedule}/import (docs/requirements.md#schedule-import-and-export):
 * a file checked and previewed, or written as new tasks. Nothing is written unless the file has no
 * problem. The file's fingerprint (SHA-256) is recorded on the schedule: the same file again is refused
 * unless the caller asks to replace the earlier import, whose tasks are then removed first. A stop midway
 * leaves the record `writing`; the same request again writes the same ids again (no second copy) and
 * finishes it. A large file is written by one background job (schedule-import-writes.ts): the answer is
 * 202, `queued`, with the import's id, whose status the screen polls (getImportStatus). A file over the API's
 * limit comes through storage instead (schedule-import-uploads.ts), named by its upload's id.
 */
import { createHash } from 'node:crypto';
import { MAX_DIRECT_UPLOAD_BYTES } from '#shared/documents.ts';
import type { ScheduleImportAnswer, ScheduleImportStatus } from '#shared/models/schedule-import.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, invalid, invalidWith, notFound, tooLarge } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { enqueueJob } from '../commons/job-queue.ts';
import { type Accepted, accepted, type Checked, checked } from '../commons/results.ts';
import { Refused } from '../data/refusals.ts';
import {
  deleteImportedTasks,
  getImportById,
  getImportRecord,
  type ImportRecord,
  startImport,
} from '../data/schedule-imports.ts';
import { listProjectTasks, type ScheduleKind } from '../data/schedule-tasks.ts';
import { putObject } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { hasBaselineRoom, removeImportedBaseline } from './baseline-records.ts';
import { calendarWithImported, storeProjectCalendar } from './project-calendar.ts';
import { answerOf, importedBaselineId, readScheduleFile } from './schedule-import-records.ts';
import { openImportUpload } from './schedule-import-uploads.ts';
import { importJob, pendingImportKey, QUEUE_ABOVE_TASKS, writeImportTasks } from './schedule-import-writes.ts';
import { assertCanAddTo } from './schedule-tasks.ts';

export const IMPORT_TOO_LARGE = `A schedule file sent with the import may be at most ${MAX_DIRECT_UPLOAD_BYTES / 1024 ** 2} MB`;
export const NO_FILE = 'Choose a file to import (multipart/form-data field "file")';
export const IMPORTED_BUSY = 'This file is being imported into this schedule right now; wait for it to finish';
export const REPLACE_HAS_REPORTS =
  'The earlier import of this file has tasks with notes or photos: delete those tasks first, or keep the earlier import';

/** The form as the handler read it: its files. */
export interface ImportForm {
  files: { field: string; filename: string; data: Buffer }[];
}

/** A file sent to storage first (schedule-import-uploads.ts), named by its upload's id. */
export interface UploadedImport {
  uploadId: string;
}

interface ImportFile {
  filename: string;
  data: Buffer;
}

export interface ImportOptions {
  preview: boolean;
  replace: boolean;
}

const replaceHasDependents = (name: string) =>
  `"${name}" depends on a task of the earlier import of this file: remove that dependency first, or keep the earlier import`;

const alreadyImported = (record: ImportRecord) =>
  `This file was imported into this schedule on ${record.at.slice(0, 10)} by ${record.by.name}. Import it again with "Replace the previous import", or cancel.`;

/** A refusal of the import record as a conflict in these words; any other error as it is. */
const refusedAs = (message: string) => (error: unknown) => {
  throw error instanceof Refused ? conflict(message) : error;
};

function fileOf(form: ImportForm): ImportFile {
  const files = form.files.filter((f) => f.field === 'file');
  if (files.length !== 1 || !files[0]) throw invalid(files.length > 1 ? 'Send one file per import' : NO_FILE);
  if (files[0].data.length > MAX_DIRECT_UPLOAD_BYTES) throw tooLarge(IMPORT_TOO_LARGE);
  return nonEmpty(files[0]);
}

function nonEmpty(file: ImportFile): ImportFile {
  if (file.data.length === 0) throw invalid(`${file.filename || 'The file'} is empty`);
  return file;
}

/**
 * Removes the earlier import's tasks and its baseline "Imported" (the new file's takes its place, or none when
 * it has none), unless one of its tasks carries notes or photos or another task depends on one. Each step is
 * safe to repeat: a rerun of a replace stopped midway finds the earlier record still in place and goes on.
 */
async function removeEarlier(kind: ScheduleKind, previous: ImportRecord): Promise<void> {
  const all = await listProjectTasks(kind, previous.projectId);
  const tasks = all.filter((t) => t.importId === previous.importId);
  const reported = tasks.some((t) => 'noteCounters' in t && (t.noteCounters || t.imageCounters));
  if (reported) throw conflict(REPLACE_HAS_REPORTS);
  const ids = new Set(tasks.map((t) => t._id));
  const dependent = all.find((t) => t.importId !== previous.importId && (t.dependencies ?? []).some((d) => ids.has(d)));
  if (dependent) throw conflict(replaceHasDependents(dependent.task_name));
  await deleteImportedTasks(kind, previous.projectId, previous.importId);
  await removeImportedBaseline(kind, previous.projectId, importedBaselineId(previous.importId));
}

/** The record this import writes under: a new one, the unfinished one of a stopped run, or one replacing the earlier. */
async function recordFor(
  base: Omit<ImportRecord, 'importId' | 'status'>,
  replace: boolean,
  now: Date,
): Promise<ImportRecord> {
  const fresh: ImportRecord = { ...base, importId: ulid(now.getTime()), status: 'writing' };
  const previous = await getImportRecord(base.kind, base.projectId, base.fingerprint);
  if (!previous) {
    await startImport(fresh).catch(refusedAs(IMPORTED_BUSY));
    return fresh;
  }
  if (!replace) {
    if (previous.status === 'writing') return previous;
    throw conflict(alreadyImported(previous));
  }
  await removeEarlier(base.kind, previous);
  await startImport(fresh, previous).catch(refusedAs(IMPORTED_BUSY));
  return fresh;
}

/** Whether the file's baseline has a place: a replace frees the one the earlier import of the file saved. */
async function baselineRoom(
  kind: ScheduleKind,
  projectId: string,
  fingerprint: string,
  options: ImportOptions,
): Promise<boolean> {
  const earlier = options.replace ? await getImportRecord(kind, projectId, fingerprint) : undefined;
  return hasBaselineRoom(kind, projectId, earlier && importedBaselineId(earlier.importId));
}

type ImportResult = ScheduleImportAnswer | Checked<ScheduleImportAnswer> | Accepted<ScheduleImportAnswer>;

export async function importSchedule(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  source: ImportForm | UploadedImport,
  options: ImportOptions,
  now: Date,
): Promise<ImportResult> {
  await assertCanAddTo(kind, caller, projectId);
  if (!('uploadId' in source)) return importFile(caller, projectId, kind, fileOf(source), options, now);
  // A write takes the upload at once; a clean preview leaves it for the write, anything else removes it.
  const opened = await openImportUpload(caller, { projectId, kind }, source.uploadId, { take: !options.preview, now });
  let keep = false;
  try {
    const answer = await importFile(caller, projectId, kind, nonEmpty(await opened.read()), options, now);
    keep = options.preview;
    return answer;
  } finally {
    if (!keep) await opened.discard();
  }
}

async function importFile(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  file: ImportFile,
  options: ImportOptions,
  now: Date,
): Promise<ImportResult> {
  const schedule = readScheduleFile(file.filename, file.data);
  if (schedule.errors.length > 0) {
    const count = schedule.errors.length;
    throw invalidWith(
      `The file has ${count === 1 ? 'a problem' : 'problems'}: nothing was imported`,
      answerOf(schedule, 'preview'),
    );
  }
  const fingerprint = createHash('sha256').update(file.data).digest('hex');
  const room = !schedule.tasks.some((t) => t.baseline) || (await baselineRoom(kind, projectId, fingerprint, options));
  if (options.preview) return checked(answerOf(schedule, 'preview', room));
  const calendar = await calendarWithImported(projectId, {
    ...(schedule.workingWeekdays && { workingWeekdays: schedule.workingWeekdays }),
    daysOff: schedule.daysOff.map((date) => ({ date, name: schedule.dayOffNames?.[date] ?? 'Day off' })),
  });

  const record = await recordFor(
    {
      kind,
      projectId,
      fingerprint,
      fileName: file.filename,
      tasks: schedule.tasks.length,
      written: 0,
      by: { id: caller.userId, name: caller.name },
      at: now.toISOString(),
    },
    options.replace,
    now,
  );
  // The file's calendar goes into the project's once the import is sure to be written, before its tasks.
  if (calendar) await storeProjectCalendar(projectId, calendar, now, caller);
  if (schedule.tasks.length > QUEUE_ABOVE_TASKS) {
    await putObject(pendingImportKey(record), file.data, 'application/octet-stream');
    await enqueueJob(importJob(record));
    return accepted({ ...answerOf(schedule, 'queued', room), importId: record.importId });
  }
  const outcome = await writeImportTasks(record, schedule, { actor: caller, now });
  if (outcome === 'taken') throw conflict(alreadyImported(record));
  return { ...answerOf(schedule, 'written', room), importId: record.importId };
}

/** GET .../schedules/{schedule}/imports/{id}: for anyone who can open the schedule. */
export async function getImportStatus(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  importId: string,
): Promise<ScheduleImportStatus> {
  assertModuleAccess(caller, kind, projectId);
  const record = await getImportById(kind, projectId, importId);
  if (!record) throw notFound('Import not found');
  const { fileName, status, tasks, written } = record;
  return { importId, fileName, status, tasks, written };
}
