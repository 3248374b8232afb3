/**
 * The daily site log (docs/requirements.md#daily-site-log): one per project and Toronto day. Site, pm,
 * office and admin write it; consultant and marketing read it; a pm or an admin signs it off (then it is
 * read-only) and may reopen it with a reason, kept in its history. The day's site-report notes and photos of
 * every task join it when it is read; a photo can be hidden from the log without being deleted.
 */

import type { ActivityEntry, ActivityKind } from '#shared/models/activity.ts';
import {
  type DailyLog,
  LOG_ALREADY_SIGNED,
  LOG_CHANGED,
  LOG_FUTURE_DAY,
  LOG_NOT_SIGNED,
  LOG_NOTHING_TO_SIGN,
  LOG_SIGNED,
  type LogDays,
  type LogPhoto,
  type LogReport,
  unwrittenLog,
} from '#shared/models/daily-logs.ts';
import type { Role } from '#shared/roles.ts';
import type { DailyLogPut } from '#shared/schemas/daily-logs.ts';
import { addDaysToDateKey, torontoDateKey, torontoDaySpan } from '#shared/time.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { AppError, conflict, forbidden, notFound } from '../commons/errors.ts';
import { type DailyLogRecord, getDailyLogRecord, listDailyLogDays, writeDailyLog } from '../data/daily-logs.ts';
import { getProject } from '../data/projects.ts';
import { Refused } from '../data/refusals.ts';
import { getTaskRecords } from '../data/schedule-tasks.ts';
import { listProjectNotes, listProjectPhotosBetween } from '../data/task-activity.ts';
import { assertProjectAccess } from './access.ts';
import { activityEntry } from './activity-log.ts';
import { dailyLogSubject, notify } from './notify.ts';

const READERS: readonly Role[] = ['admin', 'office', 'pm', 'consultant', 'marketing', 'site'];
const WRITERS: readonly Role[] = ['admin', 'office', 'pm', 'site'];
const SIGNERS: readonly Role[] = ['admin', 'pm'];

export const NO_LOG_ACCESS = 'You do not have permission to access the daily log.';
export const LOG_WRITERS_ONLY = 'Only site, project manager, office and admin users can write the daily log.';
export const LOG_SIGNERS_ONLY = 'Only a project manager or an admin can sign off or reopen a daily log.';

async function openProject(caller: Caller, projectId: string, roles: readonly Role[], refusal: string) {
  const project = await getProject(projectId);
  if (!project) throw notFound('Project not found');
  assertProjectAccess(caller, projectId);
  if (!roles.includes(caller.role)) throw forbidden(refusal);
  return project;
}

/** Every day of the range with its log's status (`none` where nobody wrote one). */
export async function listDailyLogs(caller: Caller, projectId: string, from: string, to: string): Promise<LogDays> {
  await openProject(caller, projectId, READERS, NO_LOG_ACCESS);
  const written = new Map((await listDailyLogDays(projectId, from, to)).map((d) => [d.date, d]));
  const days: LogDays['days'] = [];
  for (let day = from; day <= to; day = addDaysToDateKey(day, 1)) {
    const log = written.get(day);
    days.push(log ? { date: day, status: log.status, updatedAt: log.updatedAt } : { date: day, status: 'none' });
  }
  return { days };
}

/** Where a log photo's bytes are: its thumbnail when the phone made one, else the original. */
export interface LogPhotoFile {
  key: string;
  thumbnailKey?: string;
  contentType: string;
  size: number;
}

/** The day's site-report notes and photos, of tasks not in the recycle bin, each with its task's name. */
async function dayReports(projectId: string, date: string, hidden: ReadonlySet<string>) {
  const { first, last } = torontoDaySpan(date, date);
  const [from, to] = [(first as Date).toISOString(), (last as Date).toISOString()];
  const [notes, photos] = await Promise.all([
    listProjectNotes(projectId, from, to),
    listProjectPhotosBetween(projectId, from, to),
  ]);
  const tasks = await getTaskRecords('construction', [...new Set([...notes, ...photos].map((i) => i.taskId))]);
  const names = new Map(tasks.filter((t) => !t.binned).map((t) => [t._id, String(t.task_name ?? '')]));
  const reports: LogReport[] = notes.flatMap((note) => {
    const taskName = names.get(note.taskId);
    if (taskName === undefined) return [];
    return [{ taskId: note.taskId, taskName, noteId: note._id, text: note.text, by: note.user_name, at: note.date }];
  });
  const files = new Map<string, LogPhotoFile>();
  const logPhotos: LogPhoto[] = photos.flatMap((photo) => {
    const taskName = names.get(photo.taskId);
    if (taskName === undefined) return [];
    const id = `${photo.taskId}#${photo.index}`;
    files.set(id, {
      key: photo.key,
      ...(photo.thumbnailKey && { thumbnailKey: photo.thumbnailKey }),
      contentType: photo.content_type,
      size: photo.size,
    });
    return [
      {
        id,
        taskId: photo.taskId,
        taskName,
        index: photo.index,
        filename: photo.filename,
        by: photo.upload_by_name,
        at: photo.upload_date,
        hidden: hidden.has(id),
      },
    ];
  });
  return { reports, photos: logPhotos, files };
}

function answerOf(
  projectId: string,
  date: string,
  record: DailyLogRecord | undefined,
): Omit<DailyLog, 'reports' | 'photos'> {
  if (!record) return unwrittenLog(projectId, date);
  const { version: _v, updatedBy: _u, ...log } = record;
  return log;
}

/** A day's log with its reports and photos, and where each photo's bytes are (for the PDF). */
export async function readDailyLog(projectId: string, date: string) {
  const record = await getDailyLogRecord(projectId, date);
  const { files, ...day } = await dayReports(projectId, date, new Set(record?.hiddenPhotos ?? []));
  const log: DailyLog = { ...answerOf(projectId, date, record), ...day };
  return { log, files };
}

/** The project for a caller who may read its log (it must be one of theirs); 404 and 403 otherwise. */
export function openLogProject(caller: Caller, projectId: string) {
  return openProject(caller, projectId, READERS, NO_LOG_ACCESS);
}

export async function getDailyLog(caller: Caller, projectId: string, date: string): Promise<DailyLog> {
  await openProject(caller, projectId, READERS, NO_LOG_ACCESS);
  return (await readDailyLog(projectId, date)).log;
}

function logEntry(caller: Caller, now: Date, projectId: string, date: string, kind: ActivityKind, detail?: string) {
  const entry: Parameters<typeof activityEntry>[2] = {
    projectId,
    area: 'construction',
    kind,
    object: { type: 'daily-log', id: date, name: `Daily log ${date}` },
    place: 'Daily log',
    ...(detail ? { detail } : {}),
  };
  return activityEntry(caller, now, entry) satisfies ActivityEntry;
}

/** The write of a new state of the log; a log changed since it was read is refused with LOG_CHANGED. */
async function write(record: DailyLogRecord, read: DailyLogRecord | undefined, entry: ActivityEntry) {
  try {
    await writeDailyLog(record, read?.version ?? 0, entry);
  } catch (error) {
    if (error instanceof Refused && error.subject === 'daily-log') throw conflict(LOG_CHANGED);
    throw error;
  }
}

function stamped(caller: Caller, now: Date, read: DailyLogRecord | undefined, base: DailyLogRecord): DailyLogRecord {
  return {
    ...base,
    updatedAt: now.toISOString(),
    updatedBy: caller.userId,
    updatedByName: caller.name,
    version: (read?.version ?? 0) + 1,
  };
}

/** Tells the project's people of a day's log (docs/requirements.md#email-notifications). */
const notifyLog = (
  caller: Caller,
  projectId: string,
  date: string,
  event: 'reportSubmitted' | 'dailyLogSignedOff',
  action: string,
  now: Date,
) => notify(caller, { event, ...dailyLogSubject(projectId, date), projectId, action }, now);

/**
 * PUT: the log as the person has it. A day after today (Toronto) is refused; a signed log answers 409, and
 * so does a log saved by someone else since the version the body names in `basedOn`.
 */
export async function saveDailyLog(
  caller: Caller,
  projectId: string,
  date: string,
  body: DailyLogPut,
  now: Date,
): Promise<DailyLog> {
  await openProject(caller, projectId, WRITERS, LOG_WRITERS_ONLY);
  if (date > torontoDateKey(now)) throw new AppError('invalid', LOG_FUTURE_DAY);
  const { basedOn, ...fields } = body;
  const read = await getDailyLogRecord(projectId, date);
  if (read?.status === 'signed') throw conflict(LOG_SIGNED);
  if (basedOn !== undefined && basedOn !== (read?.updatedAt ?? null)) throw conflict(LOG_CHANGED);
  const base: DailyLogRecord = {
    ...(read ?? { history: [] }),
    ...fields,
    projectId,
    date,
    status: 'draft',
  } as DailyLogRecord;
  const record = stamped(caller, now, read, base);
  await write(record, read, logEntry(caller, now, projectId, date, 'log.saved'));
  // A day's log is submitted when it is first written; later saves are edits of the draft.
  if (!read) await notifyLog(caller, projectId, date, 'reportSubmitted', 'wrote the daily log', now);
  return getDailyLog(caller, projectId, date);
}

export async function signOffDailyLog(caller: Caller, projectId: string, date: string, now: Date): Promise<DailyLog> {
  await openProject(caller, projectId, SIGNERS, LOG_SIGNERS_ONLY);
  const read = await getDailyLogRecord(projectId, date);
  if (!read) throw conflict(LOG_NOTHING_TO_SIGN);
  if (read.status === 'signed') throw conflict(LOG_ALREADY_SIGNED);
  const at = now.toISOString();
  const record = stamped(caller, now, read, {
    ...read,
    status: 'signed',
    signedBy: caller.userId,
    signedByName: caller.name,
    signedAt: at,
    history: [...read.history, { action: 'signed', by: caller.userId, byName: caller.name, at }],
  });
  await write(record, read, logEntry(caller, now, projectId, date, 'log.signed'));
  await notifyLog(caller, projectId, date, 'dailyLogSignedOff', 'signed off the daily log', now);
  return getDailyLog(caller, projectId, date);
}

export async function reopenDailyLog(
  caller: Caller,
  projectId: string,
  date: string,
  reason: string,
  now: Date,
): Promise<DailyLog> {
  await openProject(caller, projectId, SIGNERS, LOG_SIGNERS_ONLY);
  const read = await getDailyLogRecord(projectId, date);
  if (read?.status !== 'signed') throw conflict(LOG_NOT_SIGNED);
  const { signedBy: _b, signedByName: _n, signedAt: _a, ...unsigned } = read;
  const record = stamped(caller, now, read, {
    ...unsigned,
    status: 'draft',
    history: [
      ...read.history,
      { action: 'reopened', by: caller.userId, byName: caller.name, at: now.toISOString(), reason },
    ],
  });
  await write(record, read, logEntry(caller, now, projectId, date, 'log.reopened', reason));
  return getDailyLog(caller, projectId, date);
}
