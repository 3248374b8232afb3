/**
 * The daily logs of a range as a PDF, made by a queued job (docs/requirements.md#daily-site-log): the request
 * records the job and puts it on the export queue (202 with its id); the consumer reads each written day,
 * fetches the photos' thumbnails, makes the PDF (daily-log-pdf.ts), stores it under exports/ and marks the job
 * done; the screen follows GET /api/jobs/{jobId} and downloads the PDF from its link like any file. A job that
 * stops midway starts again from the beginning on its next delivery: it writes nothing but its progress and,
 * last, the PDF and the outcome.
 */
import { type ExportStarted, type JobStatus, NOTHING_TO_EXPORT } from '#shared/models/daily-logs.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { type BackgroundJob, enqueueJob } from '../commons/job-queue.ts';
import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { type Accepted, accepted } from '../commons/results.ts';
import { listDailyLogDays } from '../data/daily-logs.ts';
import { type ExportJobRecord, getExportJob, insertExportJob, updateExportJob } from '../data/export-jobs.ts';
import { getProject } from '../data/projects.ts';
import { presignGet, putObject, readObject } from '../storage/objects.ts';
import { dailyLogPdf, type LogImage } from './daily-log-pdf.ts';
import { type LogPhotoFile, openLogProject, readDailyLog } from './daily-logs.ts';

export const EXPORT_FAILED = 'The export could not be made. Please try again.';
/** How long a job's status is kept. */
const JOB_DAYS = 7;
/** An original photo bigger than this is not put in the PDF when it has no thumbnail (a placeholder is). */
const MAX_ORIGINAL_IN_PDF = 2 * 1024 * 1024;

export async function startDailyLogExport(
  caller: Caller,
  projectId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<Accepted<ExportStarted>> {
  const project = await openLogProject(caller, projectId);
  const days = await listDailyLogDays(projectId, range.from, range.to);
  if (days.length === 0) throw conflict(NOTHING_TO_EXPORT);
  const job: ExportJobRecord = {
    _id: ulid(now.getTime()),
    kind: 'daily-logs',
    projectId,
    ...range,
    requestedBy: caller.userId,
    status: 'running',
    progress: 0,
    filename:
      range.from === range.to
        ? `${project.name} - Daily log ${range.from}.pdf`
        : `${project.name} - Daily logs ${range.from} to ${range.to}.pdf`,
    createdAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + JOB_DAYS * 86_400,
  };
  await insertExportJob(job);
  await enqueueJob({ kind: BACKGROUND_JOBS.dailyLogExport, id: job._id });
  return accepted({ jobId: job._id });
}

/** A job is its requester's (and an admin's): anyone else is told it does not exist. */
export async function jobStatus(caller: Caller, jobId: string): Promise<JobStatus> {
  const job = await getExportJob(jobId);
  if (!job || (job.requestedBy !== caller.userId && caller.role !== 'admin')) throw notFound('Job not found');
  return {
    status: job.status,
    progress: job.progress,
    ...(job.status === 'done' &&
      job.resultKey && {
        url: await presignGet(job.resultKey, { contentType: 'application/pdf', filename: job.filename }),
      }),
    ...(job.error && { error: job.error }),
  };
}

async function imageOf(file: LogPhotoFile): Promise<LogImage | undefined> {
  const key = file.thumbnailKey ?? (file.size <= MAX_ORIGINAL_IN_PDF ? file.key : undefined);
  // A phone's thumbnail is a JPEG; an original is whatever was uploaded, and only JPEG and PNG can be embedded.
  const type = file.thumbnailKey
    ? 'jpeg'
    : file.contentType === 'image/png'
      ? 'png'
      : file.contentType === 'image/jpeg'
        ? 'jpeg'
        : undefined;
  if (!key || !type) return undefined;
  return { bytes: await readObject(key), type };
}

/** The whole export in one step: bounded by the 92-day range, and started over if it is cut short. */
export async function exportDailyLogsStep(job: BackgroundJob, now = new Date()): Promise<boolean> {
  const record = await getExportJob(job.id);
  if (record?.status !== 'running') return true;
  try {
    const project = await getProject(record.projectId);
    if (!project) throw new Error('project gone');
    const days = await listDailyLogDays(record.projectId, record.from, record.to);
    const logs = [];
    const images = new Map<string, LogImage>();
    for (const [i, day] of days.entries()) {
      const { log, files } = await readDailyLog(record.projectId, day.date);
      logs.push(log);
      for (const photo of log.photos.filter((p) => !p.hidden)) {
        const file = files.get(photo.id);
        const image = file && (await imageOf(file));
        if (image) images.set(photo.id, image);
      }
      // Reading is most of the work; the PDF is the last tenth.
      await updateExportJob(record._id, { progress: Math.floor((90 * (i + 1)) / days.length) });
    }
    const pdf = await dailyLogPdf({ projectName: project.name, logs, images, madeAt: now });
    const resultKey = `exports/${record.projectId}/${record._id}.pdf`;
    await putObject(resultKey, Buffer.from(pdf), 'application/pdf');
    await updateExportJob(record._id, { progress: 100, status: 'done', resultKey });
  } catch (error) {
    await updateExportJob(record._id, { progress: record.progress, status: 'failed', error: EXPORT_FAILED });
    throw error;
  }
  return true;
}
