/**
 * Writing a checked import's tasks (docs/data-model.md#schedule-imports): all at once for a file of up to
 * QUEUE_ABOVE_TASKS tasks, else by its background job, IMPORT_STEP_TASKS a step, the count written kept
 * on the import's record so the next step (and the screen) knows where it is. The file waits for its job
 * under uploads/pending/ (the bucket's one-day rule removes what a failed job leaves).
 */
import type { BackgroundJob } from '../commons/job-queue.ts';
import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { Refused } from '../data/refusals.ts';
import {
  finishImport,
  getImportRecord,
  type ImportRecord,
  insertImportedTasks,
  markWritten,
} from '../data/schedule-imports.ts';
import type { ScheduleKind } from '../data/schedule-tasks.ts';
import { deleteObjects, readObject } from '../storage/objects.ts';
import type { Actor } from './activity-log.ts';
import { saveImportedBaseline } from './baseline-records.ts';
import type { ExchangeSchedule } from './schedule-exchange/model.ts';
import { importedBaseline, importedTasks, readScheduleFile } from './schedule-import-records.ts';
import { importEntry } from './schedule-tasks.ts';

/** A file of more tasks than this is written by a background job. */
export const QUEUE_ABOVE_TASKS = 500;
/** The tasks one step of the job writes (4 BatchWriteItems: a step is about a second, well inside any timeout). */
export const IMPORT_STEP_TASKS = 100;

export const pendingImportKey = (record: Pick<ImportRecord, 'projectId' | 'importId'>) =>
  `uploads/pending/imports/${record.projectId}/${record.importId}`;

/** The job of an import: it names the import's record. */
export const importJob = (record: Pick<ImportRecord, 'kind' | 'projectId' | 'fingerprint'>): BackgroundJob => ({
  kind: BACKGROUND_JOBS.scheduleImport,
  id: `${record.kind}.${record.projectId}.${record.fingerprint}`,
});

/** The record an import job names. */
export function importOfJob(job: BackgroundJob): { kind: ScheduleKind; projectId: string; fingerprint: string } {
  const [kind, projectId, fingerprint] = job.id.split('.');
  if ((kind !== 'construction' && kind !== 'marketing') || !projectId || !fingerprint) {
    throw new Error(`Not a schedule import job: ${job.id}`);
  }
  return { kind, projectId, fingerprint };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `more`: tasks are left for the next step; `written`: all, and logged; `taken`: another run finished it first. */
export type WriteOutcome = 'more' | 'written' | 'taken';

/**
 * Writes the tasks from `record.written` on, at most `most` of them; when that is all, the record is marked
 * done with the activity entry (dated `now`).
 */
export async function writeImportTasks(
  record: ImportRecord,
  schedule: ExchangeSchedule,
  by: { actor: Actor; now: Date },
  most = Number.POSITIVE_INFINITY,
): Promise<WriteOutcome> {
  const all = importedTasks(schedule, { ...record, now: new Date(record.at) });
  const end = Math.min(all.length, record.written + most);
  await insertImportedTasks(record.kind, all.slice(record.written, end));
  if (end < all.length) {
    await markWritten(record, end);
    return 'more';
  }
  const detail = `${plural(schedule.tasks.length, 'task')}, ${plural(schedule.links.length, 'link')}`;
  // Before the record is done: a rerun after a stop here saves it then (under the same id, once).
  await saveImportedBaseline(record.kind, record.projectId, importedBaseline(schedule, record.importId), {
    caller: by.actor,
    now: by.now,
  });
  try {
    await finishImport(record, importEntry(record.kind, by.actor, by.now, record.projectId, record, detail));
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return 'taken';
  }
  return 'written';
}

/** The last file read by this process's job steps: the same import's next step need not read and parse it again. */
let lastRead: { importId: string; schedule: ExchangeSchedule } | undefined;

async function waitingSchedule(record: ImportRecord, key: string): Promise<ExchangeSchedule> {
  if (lastRead?.importId === record.importId) return lastRead.schedule;
  const schedule = readScheduleFile(record.fileName, Buffer.from(await readObject(key)));
  if (schedule.errors.length > 0) throw new Error(`The waiting file of import ${record.importId} does not check`);
  lastRead = { importId: record.importId, schedule };
  return schedule;
}

/**
 * One step of an import's job: the next IMPORT_STEP_TASKS tasks from the file waiting under
 * uploads/pending/; true when the import is finished (or gone: replaced, or its record removed). The file is
 * read and checked again by each delivery (a process keeps the last one it read for the next step), so a step
 * never depends on what an earlier delivery held in memory.
 */
export async function writeImportStep(job: BackgroundJob): Promise<boolean> {
  const { kind, projectId, fingerprint } = importOfJob(job);
  const record = await getImportRecord(kind, projectId, fingerprint);
  if (!record || record.status === 'done') return true;
  const key = pendingImportKey(record);
  const schedule = await waitingSchedule(record, key);
  const actor = { userId: record.by.id, name: record.by.name };
  const outcome = await writeImportTasks(record, schedule, { actor, now: new Date() }, IMPORT_STEP_TASKS);
  if (outcome === 'more') return false;
  await deleteObjects([key]);
  return true;
}
