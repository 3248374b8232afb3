/** Turns stored task records into the API's shapes, with "today" worked out in Toronto. */
import type { ActivitySummary, ConstructionTask, MarketingTask, TaskImage, TaskNote } from '#shared/task-models.ts';
import { torontoDateKey } from '#shared/time.ts';
import type { ConstructionTaskRecord, MarketingTaskRecord, TaskRecord } from '../data/schedule-tasks.ts';
import type { ActivityCounters, ImageRecord, NoteRecord } from '../data/task-activity.ts';
import { presignGet } from '../storage/objects.ts';

/** Thumbnails are JPEGs the browser made. */
export const THUMBNAIL_TYPE = 'image/jpeg';

const NO_ACTIVITY: ActivityCounters = { count: 0, lastDayCount: 0 };

export function countersOf(task: ConstructionTaskRecord, field: 'noteCounters' | 'imageCounters'): ActivityCounters {
  return task[field] ?? NO_ACTIVITY;
}

export function summarize(counters: ActivityCounters, now: Date): ActivitySummary {
  const todayCount = counters.lastDay === torontoDateKey(now) ? counters.lastDayCount : 0;
  return {
    state: todayCount > 0 ? 'today' : counters.count > 0 ? 'before' : 'none',
    count: counters.count,
    todayCount,
  };
}

/**
 * The counters after adding `added` items made at `made`. Items made on a day before the latest one (a
 * queued report arriving late) add to the count only: the latest day and its count stay.
 */
export function countersAfter(before: ActivityCounters, added: number, made: Date): ActivityCounters {
  const day = torontoDateKey(made);
  if (before.lastDay && day < before.lastDay) return { ...before, count: before.count + added };
  return {
    count: before.count + added,
    lastDay: day,
    lastDayCount: (before.lastDay === day ? before.lastDayCount : 0) + added,
  };
}

export function toApiNote(note: NoteRecord): TaskNote {
  return {
    _id: note._id,
    date: note.date,
    ...(note.received_at && { received_at: note.received_at }),
    text: note.text,
    user_id: note.user_id,
    user_name: note.user_name,
  };
}

export async function toApiImage(taskId: string, image: ImageRecord): Promise<TaskImage> {
  const [url, thumbnail] = await Promise.all([
    presignGet(image.key, { contentType: image.content_type, filename: image.filename, inline: true }),
    image.thumbnailKey ? presignGet(image.thumbnailKey, { contentType: THUMBNAIL_TYPE, inline: true }) : undefined,
  ]);
  return {
    index: image.index,
    filename: image.filename,
    size: image.size,
    content_type: image.content_type,
    upload_date: image.upload_date,
    ...(image.received_at && { received_at: image.received_at }),
    upload_by: image.upload_by,
    upload_by_name: image.upload_by_name,
    url,
    thumbnail_url: thumbnail ?? url,
    path: `/api/image/construction/task/${taskId}/${image.index}`,
  };
}

/** What both schedules answer for a task, whatever its dates are called. */
export function sharedTaskFields(task: TaskRecord) {
  return {
    _id: task._id,
    projectId: task.projectId,
    task_name: String(task.task_name),
    type: task.type ?? 'task',
    progress: Number(task.progress ?? 0),
    dependencies: task.dependencies ?? [],
    ...(task.links && { links: task.links }),
    ...(task.parent_id && { parent_id: task.parent_id }),
    owner: task.owner,
    ...(task.description && { description: task.description }),
    createdAt: String(task.createdAt),
    updatedAt: String(task.updatedAt),
  };
}

export function toApiMarketingTask(task: MarketingTaskRecord): MarketingTask {
  return { ...sharedTaskFields(task), start_date: String(task.start_date), end_date: String(task.end_date) };
}

export async function toApiTask(task: ConstructionTaskRecord, now: Date): Promise<ConstructionTask> {
  const notes = summarize(countersOf(task, 'noteCounters'), now);
  const images = summarize(countersOf(task, 'imageCounters'), now);
  const { lastNote, lastImage } = task;
  return {
    ...sharedTaskFields(task),
    schedule_start: String(task.schedule_start),
    schedule_finish: String(task.schedule_finish),
    status: task.status,
    inspection_status: task.inspection_status,
    inspection_schedule_date: task.inspection_schedule_date,
    estimate_start: task.estimate_start,
    estimate_finish: task.estimate_finish,
    notes_summary: notes,
    images_summary: images,
    ...(notes.state === 'today' && lastNote && { latest_note: toApiNote(lastNote) }),
    ...(images.state === 'today' &&
      lastImage && {
        latest_image_thumbnail_url: await presignGet(lastImage.thumbnailKey ?? lastImage.key, {
          contentType: lastImage.thumbnailKey ? THUMBNAIL_TYPE : lastImage.content_type,
          inline: true,
        }),
      }),
  };
}
