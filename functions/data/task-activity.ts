/**
 * A construction task's notes, photos and pending photo uploads live in the task's partition, so
 * one Query reads a task with everything it has. Access patterns:
 * - task + notes + photos: Query PK=TASK#<id>
 * - photo by index: GetItem PK=TASK#<id>, SK=IMG#<index, 6 digits>
 * - pending uploads: BatchGetItem PK=TASK#<id>, SK=PENDING#<uploadId> (removed by TTL after a day)
 * - a project's photos, newest first: Query GSI2 GSI2PK=PHOTOS#<projectId>, GSI2SK=<upload time>#<task>#<index>
 * - a project's notes of a time range (the daily log): Query GSI2 GSI2PK=NOTES#<projectId>, GSI2SK=<made>#<task>#<id>
 * The task item counts notes and photos and remembers the latest day's count, written in the same
 * transaction as each new note or photo, guarded by the count it read (optimistic locking).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { filledPage } from './pages.ts';
import { Refused } from './refusals.ts';
import { type ConstructionTaskRecord, taskIdOf, taskKey, toConstructionTask } from './schedule-tasks.ts';
import { claimSubmission, type SubmissionClaim } from './submissions.ts';
import { batchGet, deleteItems, type Item, type Key, queryAll, table } from './table.ts';
import { type Labeled, type TransactItem, transactOrRefuse } from './transactions.ts';

export interface NoteRecord {
  _id: string;
  /** When the note was made (the phone's madeAt for a queued report). */
  date: string;
  /** When it reached the server (absent on notes written before arrival was recorded). */
  received_at?: string;
  text: string;
  user_id: string;
  user_name: string;
}

export interface ImageRecord {
  index: number;
  /** The presigned upload it came from (absent for the multipart endpoint): a repeated confirm finds it. */
  uploadId?: string;
  filename: string;
  key: string;
  thumbnailKey?: string;
  size: number;
  content_type: string;
  /** When the photo was taken into the report (the phone's madeAt for a queued report). */
  upload_date: string;
  /** When it reached the server (absent on photos written before arrival was recorded). */
  received_at?: string;
  upload_by: string;
  upload_by_name: string;
}

/** The project's photo timeline (GSI2): newest first by upload time, across every task. */
const photosPk = (projectId: string) => `PHOTOS#${projectId}`;
const photoIndexKeys = (projectId: string, taskId: string, image: ImageRecord) => ({
  GSI2PK: photosPk(projectId),
  GSI2SK: `${image.upload_date}#${taskId}#${String(image.index).padStart(6, '0')}`,
  taskId,
});

/** The project's notes by when they were made (GSI2), for the daily log; notes before it was kept are not in it. */
const notesPk = (projectId: string) => `NOTES#${projectId}`;
const noteIndexKeys = (projectId: string, taskId: string, note: NoteRecord) => ({
  GSI2PK: notesPk(projectId),
  GSI2SK: `${note.date}#${taskId}#${note._id}`,
  taskId,
});

export interface ProjectNote extends NoteRecord {
  taskId: string;
}

/** Every item of a GSI2 partition whose sort key falls in `from`..`to` (ISO times, both included), oldest first. */
const projectRange = (pk: string, from: string, to: string) =>
  queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': `${to}\uffff` },
  });

/** The project's site-report notes made from `from` to `to` (ISO times), oldest first. */
export async function listProjectNotes(projectId: string, from: string, to: string): Promise<ProjectNote[]> {
  const items = await projectRange(notesPk(projectId), from, to);
  return items.map((item) => ({ ...toNoteRecord(item), taskId: String(item.taskId) }));
}

/** The project's site-report photos taken from `from` to `to` (ISO times), oldest first. */
export async function listProjectPhotosBetween(projectId: string, from: string, to: string): Promise<ProjectPhoto[]> {
  const items = await projectRange(photosPk(projectId), from, to);
  return items.map((item) => {
    const { GSI2PK: _g, GSI2SK: _s, ...rest } = item;
    return strip<ProjectPhoto>(rest);
  });
}

export interface ProjectPhoto extends ImageRecord {
  taskId: string;
}

export interface PhotoFilter {
  taskId?: string;
  uploadBy?: string;
  /** Upload times (ISO), both included. */
  from?: string;
  to?: string;
}

/** One page of a project's photos, newest first. */
export async function listProjectPhotos(
  projectId: string,
  filter: PhotoFilter,
  limit: number,
  cursor: string | undefined,
): Promise<{ photos: ProjectPhoto[]; nextCursor: string | null }> {
  const names: Record<string, string> = { '#pk': 'GSI2PK' };
  const values: Record<string, unknown> = { ':pk': photosPk(projectId) };
  let keyCondition = '#pk = :pk';
  if (filter.from || filter.to) {
    names['#sk'] = 'GSI2SK';
    values[':from'] = filter.from ?? '0';
    values[':to'] = `${filter.to ?? '9'}\uffff`;
    keyCondition += ' AND #sk BETWEEN :from AND :to';
  }
  const filters: string[] = [];
  if (filter.taskId) {
    names['#task'] = 'taskId';
    values[':task'] = filter.taskId;
    filters.push('#task = :task');
  }
  if (filter.uploadBy) {
    names['#by'] = 'upload_by';
    values[':by'] = filter.uploadBy;
    filters.push('#by = :by');
  }
  const page = await filledPage(
    {
      TableName: table(),
      IndexName: 'GSI2',
      KeyConditionExpression: keyCondition,
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
    },
    {
      limit,
      cursor,
      partition: { GSI2PK: photosPk(projectId) },
      keyOf: (item) => ({ PK: item.PK, SK: item.SK, GSI2PK: item.GSI2PK, GSI2SK: item.GSI2SK }),
    },
  );
  const photos = page.items.map((item) => {
    const { GSI2PK: _g, GSI2SK: _s, ...rest } = item;
    return strip<ProjectPhoto>(rest);
  });
  return { photos, nextCursor: page.nextCursor };
}

export interface PendingImage {
  uploadId: string;
  filename: string;
  key: string;
  thumbnailKey?: string;
  /** Bytes of the thumbnail the browser made; its presigned URL is bound to it. */
  thumbnailSize?: number;
  declaredSize: number;
  declaredType: string;
  user_id: string;
}

/** Per-kind counters kept on the task item, in the attributes `noteCounters` and `imageCounters`. */
export type CounterField = 'noteCounters' | 'imageCounters';

export interface ActivityCounters {
  count: number;
  lastDay?: string;
  lastDayCount: number;
}

const partition = (taskId: string) => taskKey('construction', taskId).PK;
const NOTE_PREFIX = 'NOTE#';
export const noteKey = (taskId: string, noteId: string) => ({ PK: partition(taskId), SK: `${NOTE_PREFIX}${noteId}` });

/** The note's id and its task's when `keys` are a note item's. */
export function noteIdOf(keys: Key): { taskId: string; noteId: string } | undefined {
  if (!keys.SK.startsWith(NOTE_PREFIX)) return undefined;
  const taskId = taskIdOf('construction', { PK: keys.PK, SK: taskKey('construction', '').SK });
  return taskId ? { taskId, noteId: keys.SK.slice(NOTE_PREFIX.length) } : undefined;
}

/** A note item as its typed record. */
export function toNoteRecord(item: Item): NoteRecord {
  const { _id, date, received_at, text, user_id, user_name } = item;
  return { _id, date, text, user_id, user_name, ...(received_at && { received_at }) };
}
export const imageKey = (taskId: string, index: number) => ({
  PK: partition(taskId),
  SK: `IMG#${String(index).padStart(6, '0')}`,
});
const pendingKey = (taskId: string, uploadId: string) => ({ PK: partition(taskId), SK: `PENDING#${uploadId}` });

export interface TaskPartition {
  task?: ConstructionTaskRecord;
  notes: NoteRecord[];
  images: ImageRecord[];
}

function strip<T>(item: Item): T {
  const { PK: _p, SK: _s, ttl: _t, ...rest } = item;
  return rest as T;
}

export async function readTaskPartition(taskId: string): Promise<TaskPartition> {
  const out: TaskPartition = { notes: [], images: [] };
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition(taskId) },
  });
  for (const item of items) {
    const sk = String(item.SK);
    if (sk === 'TASK') out.task = toConstructionTask(item);
    else if (sk.startsWith('NOTE#')) out.notes.push(toNoteRecord(item));
    else if (sk.startsWith('IMG#')) out.images.push(strip<ImageRecord>(item));
  }
  return out;
}

/** What a task leaves when it goes: its notes', photos' and pending uploads' items, and the photos' objects. */
export interface TaskLeftovers {
  keys: Key[];
  objectKeys: string[];
}

/** Every key in the task's partition but the task item, which sorts last (for deleting a task). */
export async function taskLeftovers(taskId: string): Promise<TaskLeftovers> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK < :task',
    ExpressionAttributeValues: { ':pk': partition(taskId), ':task': 'TASK' },
  });
  return {
    keys: items.map((item) => ({ PK: item.PK, SK: item.SK })),
    objectKeys: items.flatMap((item) =>
      [item.key, item.thumbnailKey].filter((k): k is string => typeof k === 'string'),
    ),
  };
}

/** Deletes a task's notes, photos and pending uploads (BatchWriteItem; safe to repeat). */
export function deleteTaskItems(leftovers: TaskLeftovers): Promise<void> {
  return deleteItems(leftovers.keys);
}

/** Updates a counter set on the task item, guarded by the count that was read. */
function counterUpdate(
  taskId: string,
  field: CounterField,
  before: ActivityCounters,
  after: ActivityCounters,
  extra: Record<string, unknown>,
): TransactItem {
  const names: Record<string, string> = { '#c': field };
  const values: Record<string, unknown> = { ':after': after, ':before': before.count };
  const sets = ['#c = :after'];
  for (const [k, v] of Object.entries(extra)) {
    names[`#${k}`] = k;
    values[`:${k}`] = v;
    sets.push(`#${k} = :${k}`);
  }
  return {
    Update: {
      TableName: table(),
      Key: taskKey('construction', taskId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      // Nothing is added to a task in the recycle bin: refused, read again, and then gone (404).
      ConditionExpression:
        before.count === 0
          ? 'attribute_exists(PK) AND attribute_not_exists(binned) AND (attribute_not_exists(#c) OR #c.#n = :before)'
          : 'attribute_not_exists(binned) AND #c.#n = :before',
      ExpressionAttributeNames: { ...names, '#n': 'count' },
      ExpressionAttributeValues: values,
    },
  };
}

function transact(items: TransactItem[]): Promise<void> {
  return transactOrRefuse([items.map((item) => ({ label: 'task-partition', item }))], () => new ConcurrentChange());
}

/** Another writer changed the task's counters first; the caller reads again and retries. */
export class ConcurrentChange extends Error {}

/** The submission id of this write was claimed first (docs/data-model.md#submission-claims). */
export class SubmissionTaken extends Error {}

/** The newest item is kept on the task only when it counts toward the latest day (not a late, older one). */
const latestDayMoved = (before: ActivityCounters, after: ActivityCounters) =>
  after.lastDay !== before.lastDay || after.lastDayCount !== before.lastDayCount;

const claimed = (claim: SubmissionClaim | undefined) =>
  claim ? [{ label: 'claim', item: claimSubmission(claim) }] : [];

/**
 * Notes or photos written with their counters (the newest item kept on the task only when it counts toward
 * the latest day), the activity entry and the claim, in one transaction.
 */
function countedWrite(
  taskId: string,
  items: Labeled[],
  counters: { field: CounterField; before: ActivityCounters; after: ActivityCounters; newest: Record<string, unknown> },
  activity: ActivityEntry,
  claim: SubmissionClaim | undefined,
): Promise<void> {
  const { field, before, after, newest } = counters;
  const update = counterUpdate(taskId, field, before, after, latestDayMoved(before, after) ? newest : {});
  return transactOrRefuse(
    [[...items, { label: 'counters', item: update }, activityPut(activity), ...claimed(claim)]],
    activityRefusal,
  );
}

/** What refused a write of notes or photos: the submission's claim, their uploads, else the counters. */
const activityRefusal = (labels: string[]): Error =>
  labels.includes('claim')
    ? new SubmissionTaken()
    : labels.includes('upload')
      ? new UploadsAlreadyConfirmed()
      : new ConcurrentChange();

/**
 * A note, its counters, its activity entry and (from the offline queue) the claim of its submission id,
 * in one transaction.
 */
export async function insertNote(
  taskId: string,
  projectId: string,
  note: NoteRecord,
  before: ActivityCounters,
  after: ActivityCounters,
  activity: ActivityEntry,
  claim?: SubmissionClaim,
) {
  const item = {
    Put: {
      TableName: table(),
      Item: { ...noteKey(taskId, note._id), ...noteIndexKeys(projectId, taskId, note), ...note },
    },
  };
  const counters = { field: 'noteCounters', before, after, newest: { lastNote: note } } as const;
  return countedWrite(taskId, [{ label: 'note', item }], counters, activity, claim);
}

/** The pending uploads a confirmation consumes are gone: another request confirmed them first. */
export class UploadsAlreadyConfirmed extends Error {}

/**
 * Records images, consuming their pending uploads in the same transaction, so each upload is recorded
 * once however many requests confirm it (UploadsAlreadyConfirmed for the ones that lose), and claiming
 * the submission id when one came (SubmissionTaken for a repeat that lost).
 */
export async function insertImages(
  taskId: string,
  projectId: string,
  images: ImageRecord[],
  before: ActivityCounters,
  after: ActivityCounters,
  consumedUploads: string[],
  activity: ActivityEntry,
  claim?: SubmissionClaim,
) {
  const latest = images[images.length - 1];
  const items: Labeled[] = [
    ...images.map((image) => ({
      label: 'image',
      item: {
        Put: {
          TableName: table(),
          Item: { ...imageKey(taskId, image.index), ...photoIndexKeys(projectId, taskId, image), ...image },
        },
      },
    })),
    ...consumedUploads.map((id) => ({
      label: 'upload',
      item: {
        Delete: { TableName: table(), Key: pendingKey(taskId, id), ConditionExpression: 'attribute_exists(PK)' },
      },
    })),
  ];
  const counters = { field: 'imageCounters', before, after, newest: { lastImage: latest } } as const;
  return countedWrite(taskId, items, counters, activity, claim);
}

/** Images of a task that came from the given presigned uploads (a repeated confirmation). */
export async function findImagesOfUploads(taskId: string, uploadIds: string[]): Promise<ImageRecord[]> {
  const wanted = new Set(uploadIds);
  const { images } = await readTaskPartition(taskId);
  return images.filter((image) => image.uploadId !== undefined && wanted.has(image.uploadId));
}

export async function insertPendingImages(taskId: string, uploads: PendingImage[], expiresAt: Date): Promise<void> {
  const ttl = Math.ceil(expiresAt.getTime() / 1000);
  await transact(
    uploads.map((u) => ({ Put: { TableName: table(), Item: { ...pendingKey(taskId, u.uploadId), ...u, ttl } } })),
  ).catch((error) => {
    if (error instanceof ConcurrentChange) throw new Refused('conflict', 'upload');
    throw error;
  });
}

export async function getPendingImages(taskId: string, uploadIds: string[], now: Date): Promise<PendingImage[]> {
  const items = await batchGet(uploadIds.map((id) => pendingKey(taskId, id)));
  return items.filter((item) => Number(item.ttl) * 1000 > now.getTime()).map((item) => strip<PendingImage>(item));
}

export async function getImage(taskId: string, index: number): Promise<ImageRecord | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: imageKey(taskId, index) }));
  return res.Item ? strip<ImageRecord>(res.Item) : undefined;
}
