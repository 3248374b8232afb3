/** Notes and photos of construction tasks (site reports, monitor popups). */

import { isPhotoType } from '#shared/documents.ts';
import {
  type ImageUploadRequest,
  MADE_AT_FUTURE,
  MADE_AT_MAX_AGE_DAYS,
  MADE_AT_SKEW_MS,
  MADE_AT_TOO_OLD,
  MAX_TASK_IMAGE_BYTES,
  type ProjectPhotosQuery,
  SUBMISSION_ID_MESSAGE,
  submissionIdField,
} from '#shared/schemas/tasks.ts';
import type {
  ImageUploadTarget,
  ProjectPhotosPage,
  TaskImage,
  TaskNote,
  TaskWithActivity,
} from '#shared/task-models.ts';
import { torontoDaySpan } from '#shared/time.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, invalid, notFound, tooLarge } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { log } from '../commons/observability.ts';
import { retry } from '../commons/retry.ts';
import { getProject } from '../data/projects.ts';
import { type ConstructionTaskRecord, getTaskRecord, getTaskRecords } from '../data/schedule-tasks.ts';
import type { SubmissionClaim } from '../data/submissions.ts';
import {
  ConcurrentChange,
  findImagesOfUploads,
  getImage,
  getPendingImages,
  type ImageRecord,
  insertImages,
  insertNote,
  insertPendingImages,
  listProjectPhotos,
  type NoteRecord,
  type PendingImage,
  readTaskPartition,
  SubmissionTaken,
  UploadsAlreadyConfirmed,
} from '../data/task-activity.ts';
import { copyObject, PENDING_PREFIX } from '../storage/file-transfers.ts';
import { deleteObjects, headObject, presignGet, presignPut, putObject, safeKeyName } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { loadTask } from './construction-tasks.ts';
import { notify, taskSubject } from './notify.ts';
import { orWorded } from './refusals.ts';
import { taskEntry } from './schedule-tasks.ts';
import { earlierSubmission, type Submission, submissionClaim } from './submissions.ts';
import { countersAfter, countersOf, THUMBNAIL_TYPE, toApiImage, toApiNote, toApiTask } from './task-view.ts';

const PENDING_UPLOAD_MS = 24 * 3600_000;
/** Writers racing on one task's counters: 8 quick tries (full jitter from 20 ms). */
const CONCURRENT_WRITE_RETRY = { attempts: 8, baseMs: 20, maxMs: 1000 };

/** Tells the project's people that a site report added to a task (docs/requirements.md#email-notifications). */
const notifyReport = (caller: Caller, task: ConstructionTaskRecord, action: string, now: Date) =>
  notify(
    caller,
    {
      event: 'reportSubmitted',
      ...taskSubject(task._id),
      projectId: String(task.projectId),
      objectName: task.task_name,
      action,
    },
    now,
  );

/** Runs a counter-guarded write again with fresh counters when another writer got there first. */
async function withRetry<T>(taskId: string, write: (task: ConstructionTaskRecord) => Promise<T>): Promise<T> {
  try {
    return await retry(
      async () => {
        const task = await getTaskRecord('construction', taskId);
        if (!task || task.binned) throw notFound('Task not found');
        return write(task);
      },
      { ...CONCURRENT_WRITE_RETRY, retryOn: (error) => error instanceof ConcurrentChange },
    );
  } catch (error) {
    if (error instanceof ConcurrentChange) {
      throw conflict('The task is being changed by others right now. Please try again.');
    }
    throw error;
  }
}

/**
 * The time a report was made: the device's `madeAt` when the phone's queue sent one (a report made
 * before a gap in signal keeps its own time), else the arrival time. Checked against the server's clock:
 * at most a few minutes of clock skew ahead, and no older than the queue keeps reports.
 */
export function reportTime(now: Date, madeAt: string | undefined): Date {
  if (madeAt === undefined) return now;
  const made = new Date(madeAt);
  if (made.getTime() > now.getTime() + MADE_AT_SKEW_MS) throw invalid(MADE_AT_FUTURE);
  if (made.getTime() < now.getTime() - MADE_AT_MAX_AGE_DAYS * 24 * 3600_000) throw invalid(MADE_AT_TOO_OLD);
  return made;
}

/**
 * Adds a note. With a submission id (the phone's queue), the id is claimed in the same transaction as the
 * note, so the same submission sent again, one after the other or at the same time, answers the first note.
 */
export async function addNote(
  caller: Caller,
  taskId: string,
  text: string,
  now: Date,
  submissionId?: string,
  madeAt?: string,
): Promise<TaskNote> {
  const made = reportTime(now, madeAt);
  await loadTask(caller, taskId);
  const submission: Submission | undefined = submissionId ? { id: submissionId, kind: 'note', taskId } : undefined;
  const earlier = submission && (await earlierSubmission(caller, submission, now));
  if (earlier) return toApiNote(earlier.result.note as NoteRecord);
  const note = {
    _id: ulid(now.getTime()),
    date: made.toISOString(),
    received_at: now.toISOString(),
    text,
    user_id: caller.userId,
    user_name: caller.name,
  };
  const claim = submission && submissionClaim(caller, submission, { note }, now);
  const detail = text.length > 200 ? `${text.slice(0, 199)}…` : text;
  let noted: ConstructionTaskRecord | undefined;
  try {
    await withRetry(taskId, async (task) => {
      const before = countersOf(task, 'noteCounters');
      const entry = taskEntry('construction', caller, made, 'task.noted', task, { detail });
      await insertNote(taskId, String(task.projectId), note, before, countersAfter(before, 1, made), entry, claim);
      noted = task;
    });
  } catch (error) {
    const first = error instanceof SubmissionTaken && submission && (await earlierSubmission(caller, submission, now));
    if (!first) throw error;
    return toApiNote(first.result.note as NoteRecord);
  }
  if (noted) await notifyReport(caller, noted, `added a note: "${detail}"`, now);
  return toApiNote(note);
}

export async function getTaskWithActivity(caller: Caller, taskId: string, now: Date): Promise<TaskWithActivity> {
  const { task, notes, images } = await readTaskPartition(taskId);
  if (!task || task.binned) throw notFound('Task not found');
  assertModuleAccess(caller, 'construction', task.projectId);
  return {
    ...(await toApiTask(task, now)),
    notes: notes.map(toApiNote).sort((a, b) => b.date.localeCompare(a.date)),
    images: (await Promise.all(images.map((i) => toApiImage(taskId, i)))).sort((a, b) => b.index - a.index),
  };
}

function objectKeyFor(task: ConstructionTaskRecord, uploadId: string, filename: string): string {
  return `tasks/${task.projectId}/${task._id}/${uploadId}/${safeKeyName(filename)}`;
}

export async function startImageUpload(
  caller: Caller,
  taskId: string,
  request: ImageUploadRequest,
  now: Date,
): Promise<ImageUploadTarget[]> {
  const task = await loadTask(caller, taskId);
  const pending: PendingImage[] = request.files.map((file) => {
    const uploadId = ulid(now.getTime());
    // Browsers upload under the pending prefix, which S3 empties after a day; confirmation moves them.
    const key = `${PENDING_PREFIX}${objectKeyFor(task, uploadId, file.name)}`;
    return {
      uploadId,
      filename: file.name,
      key,
      ...(file.thumbnailSize && { thumbnailKey: `${key}.thumbnail.jpg`, thumbnailSize: file.thumbnailSize }),
      declaredSize: file.size,
      declaredType: file.type,
      user_id: caller.userId,
    };
  });
  await orWorded(insertPendingImages(taskId, pending, new Date(now.getTime() + PENDING_UPLOAD_MS)));
  return Promise.all(
    pending.map(async (p) => ({
      uploadId: p.uploadId,
      url: await presignPut(p.key, p.declaredType, p.declaredSize),
      ...(p.thumbnailKey &&
        p.thumbnailSize && { thumbnailUrl: await presignPut(p.thumbnailKey, THUMBNAIL_TYPE, p.thumbnailSize) }),
      headers: { 'Content-Type': p.declaredType },
    })),
  );
}

/** S3 does not check what was sent to a presigned URL against what was declared: we do, here. */
async function verifyUploaded(p: PendingImage): Promise<{ size: number; contentType: string; thumbnail: boolean }> {
  const info = await headObject(p.key);
  if (!info) throw invalid(`The upload of ${p.filename} did not arrive. Please upload it again.`);
  const thumbnail = p.thumbnailKey ? Boolean(await headObject(p.thumbnailKey)) : false;
  const contentType = info.contentType || p.declaredType;
  if (!isPhotoType(contentType) || info.size > MAX_TASK_IMAGE_BYTES) {
    await deleteObjects([p.key, ...(p.thumbnailKey ? [p.thumbnailKey] : [])]);
    throw invalid(
      info.size > MAX_TASK_IMAGE_BYTES
        ? `${p.filename} is larger than 20 MB and was not added`
        : `${p.filename} is not an image and was not added`,
    );
  }
  return { size: info.size, contentType, thumbnail };
}

const finalKey = (pendingKey: string) => pendingKey.slice(PENDING_PREFIX.length);

/**
 * Copies a photo (and thumbnail) out of the pending prefix, leaving the pending copies: until the record
 * is written, the upload must stay confirmable (a retry copies again; a copy is idempotent).
 */
async function copyToFinal(p: PendingImage, hasThumbnail: boolean): Promise<{ key: string; thumbnailKey?: string }> {
  const key = finalKey(p.key);
  await copyObject(p.key, key);
  const thumbnailKey = hasThumbnail && p.thumbnailKey ? finalKey(p.thumbnailKey) : undefined;
  if (thumbnailKey && p.thumbnailKey) await copyObject(p.thumbnailKey, thumbnailKey);
  return { key, ...(thumbnailKey && { thumbnailKey }) };
}

/** After the record is written: the pending copies are not needed (the lifecycle rule removes any left). */
async function removePendingCopies(images: { key: string; thumbnailKey?: string }[]): Promise<void> {
  const keys = images
    .flatMap((i) => [i.key, ...(i.thumbnailKey ? [i.thumbnailKey] : [])])
    .map((k) => `${PENDING_PREFIX}${k}`);
  try {
    await deleteObjects(keys);
  } catch (error) {
    log('warn', 'pending photo copies left for the lifecycle rule', {}, error);
  }
}

async function appendImages(
  caller: Caller,
  taskId: string,
  files: Omit<ImageRecord, 'index'>[],
  consumedUploads: string[],
  now: Date,
  claimFor?: (records: ImageRecord[]) => SubmissionClaim,
  made: Date = now,
): Promise<TaskImage[]> {
  const records = await withRetry(taskId, async (task) => {
    const before = countersOf(task, 'imageCounters');
    const added = files.map((f, i) => ({ ...f, index: before.count + i }));
    const detail = `${added.length} ${added.length === 1 ? 'photo' : 'photos'}`;
    const entry = taskEntry('construction', caller, made, 'task.photo', task, { detail });
    await insertImages(
      taskId,
      task.projectId as string,
      added,
      before,
      countersAfter(before, added.length, made),
      consumedUploads,
      entry,
      claimFor?.(added),
    );
    return { added, task };
  });
  await notifyReport(
    caller,
    records.task,
    `added ${records.added.length === 1 ? 'a photo' : `${records.added.length} photos`}`,
    now,
  );
  return Promise.all(records.added.map((r) => toApiImage(taskId, r)));
}

/** A confirmation that was already recorded (a retry, a second tab): the same images, in the client's order. */
async function confirmedBefore(taskId: string, uploadIds: string[]): Promise<TaskImage[] | undefined> {
  const recorded = await findImagesOfUploads(taskId, uploadIds);
  if (recorded.length !== new Set(uploadIds).size) return undefined;
  await removePendingCopies(recorded);
  const order = new Map(uploadIds.map((id, i) => [id, i]));
  recorded.sort((a, b) => (order.get(a.uploadId ?? '') ?? 0) - (order.get(b.uploadId ?? '') ?? 0));
  return Promise.all(recorded.map((r) => toApiImage(taskId, r)));
}

/**
 * Records photos sent to presigned URLs. The steps are ordered so that a failure at any point leaves the
 * photos recorded or still confirmable: check the bytes, copy them to their final keys (pending copies
 * stay), then one transaction records the images and consumes the pending uploads, then the pending
 * copies go. Confirming the same uploads again answers the images already recorded. With a submission
 * id (the phone's queue, which may upload the same photos again under new upload ids after a lost
 * answer), the id is claimed in that transaction too, and a repeat answers the photos of the first.
 */
export async function confirmImageUpload(
  caller: Caller,
  taskId: string,
  uploadIds: string[],
  now: Date,
  submissionId?: string,
  madeAt?: string,
) {
  const made = reportTime(now, madeAt);
  await loadTask(caller, taskId);
  const submission: Submission | undefined = submissionId ? { id: submissionId, kind: 'images', taskId } : undefined;
  const earlier = submission && (await earlierSubmission(caller, submission, now));
  if (earlier) return imagesOfSubmission(taskId, earlier.result.images);
  const pending = await getPendingImages(taskId, uploadIds, now);
  if (pending.length !== new Set(uploadIds).size) {
    const images = await confirmedBefore(taskId, uploadIds);
    if (images) return { message: 'Images uploaded successfully', images };
    throw invalid('Unknown or expired upload. Please upload the images again.');
  }
  // BatchGetItem answers in any order: number the photos in the order the client listed them.
  const order = new Map(uploadIds.map((id, i) => [id, i]));
  pending.sort((a, b) => (order.get(a.uploadId) ?? 0) - (order.get(b.uploadId) ?? 0));
  let verified: Awaited<ReturnType<typeof verifyUploaded>>[];
  let copied: Awaited<ReturnType<typeof copyToFinal>>[];
  try {
    verified = await Promise.all(pending.map(verifyUploaded));
    copied = await Promise.all(pending.map((p, i) => copyToFinal(p, Boolean(verified[i]?.thumbnail))));
  } catch (error) {
    // Another request confirming the same photos may have finished and removed the pending copies.
    const images = await confirmedBefore(taskId, uploadIds);
    if (images) return { message: 'Images uploaded successfully', images };
    throw error;
  }
  const files = pending.map((p, i) => ({
    uploadId: p.uploadId,
    filename: p.filename,
    key: copied[i]?.key as string,
    ...(copied[i]?.thumbnailKey && { thumbnailKey: copied[i]?.thumbnailKey }),
    size: verified[i]?.size ?? 0,
    content_type: verified[i]?.contentType ?? p.declaredType,
    upload_date: made.toISOString(),
    received_at: now.toISOString(),
    upload_by: caller.userId,
    upload_by_name: caller.name,
  }));
  let images: TaskImage[];
  try {
    images = await appendImages(
      caller,
      taskId,
      files,
      pending.map((p) => p.uploadId),
      now,
      submission && ((records) => submissionClaim(caller, submission, { images: records }, now)),
      made,
    );
  } catch (error) {
    if (error instanceof SubmissionTaken && submission) {
      const first = await earlierSubmission(caller, submission, now);
      if (!first) throw error;
      // This repeat's copies are not needed: the first request's photos stand.
      await deleteObjects(files.flatMap((f) => [f.key, ...(f.thumbnailKey ? [f.thumbnailKey] : [])]));
      return imagesOfSubmission(taskId, first.result.images);
    }
    if (!(error instanceof UploadsAlreadyConfirmed)) throw error;
    const before = await confirmedBefore(taskId, uploadIds);
    if (!before) throw error;
    images = before;
  }
  await removePendingCopies(files);
  return { message: 'Images uploaded successfully', images };
}

/**
 * The answer of a repeated submission: the photos its first request recorded. The repeat's own pending
 * uploads are left to expire (the pending item's TTL and the bucket's one-day rule on the pending prefix).
 */
async function imagesOfSubmission(taskId: string, stored: unknown) {
  const images = await Promise.all((stored as ImageRecord[]).map((r) => toApiImage(taskId, r)));
  return { message: 'Images uploaded successfully', images };
}

/** A submission id sent as a form field (the multipart endpoint has no JSON schema to check it). */
function formSubmissionId(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = submissionIdField.safeParse(value);
  if (!parsed.success) throw invalid(SUBMISSION_ID_MESSAGE);
  return parsed.data;
}

/**
 * The spec's multipart endpoint: small payloads from other clients; the same checks on the server, and
 * the same submission claim as a confirmation when a `submissionId` field is sent.
 */
export async function uploadImagesDirect(
  caller: Caller,
  fields: Record<string, string>,
  parts: { filename: string; contentType: string; data: Buffer }[],
  now: Date,
) {
  const taskId = fields.taskId ?? '';
  if (!taskId) throw invalid('taskId is required');
  const task = await loadTask(caller, taskId);
  if (fields.projectId && fields.projectId !== task.projectId)
    throw invalid('The task does not belong to this project');
  const submissionId = formSubmissionId(fields.submissionId);
  if (parts.length === 0) throw invalid('Please choose at least one image');
  for (const part of parts) {
    if (!isPhotoType(part.contentType)) throw invalid(`${part.filename} is not an image`);
    if (part.data.length > MAX_TASK_IMAGE_BYTES) throw tooLarge(`${part.filename} is larger than 20 MB`);
  }
  const submission: Submission | undefined = submissionId ? { id: submissionId, kind: 'images', taskId } : undefined;
  const earlier = submission && (await earlierSubmission(caller, submission, now));
  if (earlier) return imagesOfSubmission(taskId, earlier.result.images);
  const files = await Promise.all(
    parts.map(async (part) => {
      const key = objectKeyFor(task, ulid(now.getTime()), part.filename || 'image');
      await putObject(key, part.data, part.contentType);
      return {
        filename: part.filename || 'image',
        key,
        size: part.data.length,
        content_type: part.contentType,
        upload_date: now.toISOString(),
        upload_by: caller.userId,
        upload_by_name: caller.name,
      };
    }),
  );
  try {
    const images = await appendImages(
      caller,
      taskId,
      files,
      [],
      now,
      submission && ((records) => submissionClaim(caller, submission, { images: records }, now)),
    );
    return { message: 'Images uploaded successfully', images };
  } catch (error) {
    const first = error instanceof SubmissionTaken && submission && (await earlierSubmission(caller, submission, now));
    if (!first) throw error;
    await deleteObjects(files.map((f) => f.key));
    return imagesOfSubmission(taskId, first.result.images);
  }
}

export async function taskImageUrl(caller: Caller, taskId: string, index: string, thumbnail: boolean) {
  await loadTask(caller, taskId);
  if (!/^\d{1,6}$/.test(index)) throw notFound('Image not found');
  const image = await getImage(taskId, Number(index));
  if (!image) throw notFound('Image not found');
  const key = thumbnail && image.thumbnailKey ? image.thumbnailKey : image.key;
  return presignGet(key, {
    contentType: key === image.key ? image.content_type : THUMBNAIL_TYPE,
    filename: image.filename,
    inline: true,
  });
}

const DEFAULT_PHOTO_PAGE = 60;

/** Toronto days as upload-time bounds (ISO), both days included. */
function dayBounds(from: string | undefined, to: string | undefined) {
  const { first, last } = torontoDaySpan(from, to);
  return { ...(first && { from: first.toISOString() }), ...(last && { to: last.toISOString() }) };
}

/** The project's photo timeline (docs/requirements.md#photo-timeline): every site-report photo, newest first. */
export async function projectPhotos(
  caller: Caller,
  projectId: string,
  query: ProjectPhotosQuery,
): Promise<ProjectPhotosPage> {
  if (!(await getProject(projectId))) throw notFound('Project not found');
  assertModuleAccess(caller, 'construction', projectId);
  const page = await orWorded(
    listProjectPhotos(
      projectId,
      { taskId: query.taskId, uploadBy: query.userId, ...dayBounds(query.from, query.to) },
      query.limit ?? DEFAULT_PHOTO_PAGE,
      query.cursor,
    ),
  );
  // Only the tasks on the page, not the whole schedule (a project may have thousands).
  const tasks = await getTaskRecords(
    'construction',
    page.photos.map((p) => p.taskId),
  );
  const names = new Map(tasks.map((t) => [t._id, String(t.task_name ?? '')]));
  // A task in the recycle bin keeps its photos for a restore, out of the timeline meanwhile.
  const binned = new Set(tasks.filter((t) => t.binned).map((t) => t._id));
  const photos = await Promise.all(
    page.photos
      .filter((p) => !binned.has(p.taskId))
      .map(async (p) => ({
        ...(await toApiImage(p.taskId, p)),
        taskId: p.taskId,
        task_name: names.get(p.taskId) ?? 'Deleted task',
      })),
  );
  return { photos, nextCursor: page.nextCursor };
}
