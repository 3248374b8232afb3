/**
 * Site reports made without a connection (docs/requirements.md#reports-made-without-a-connection): kept in
 * IndexedDB on the phone, one entry per report, and sent in the order they were made when the connection
 * returns. Every step carries an id made on the phone, so a step sent again after a lost answer is
 * answered by the server with what the first one did (the server's submission claims): nothing is added
 * twice. Each step that went is recorded in the entry at once, so a report cut off half-way resumes at
 * the step it stopped at.
 *
 * The same store keeps the last task list of each (user, project) the site report showed, so the report
 * can be filled in when the phone opens it without a connection. Both are this phone's own copies of the
 * signed-in user's data; they are never shared with the service worker's caches.
 */
import { delMany, get, keys, set } from 'idb-keyval';
import { ulid } from 'ulid';
import type { BodyOf } from '#shared/contract.ts';
import type { ReportedField } from '#shared/schemas/tasks.ts';
import type { ConstructionTask, ReportOutcome, UpdatedTask } from '#shared/task-models.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { createOutbox, type FlushResult, failedForNow, type OutboxEntry, offlineDb } from '../../../lib/outbox.ts';
import { PHOTO_BATCH, type UploadImagesInput, uploadTaskImages } from './upload-task-images.ts';

export type ReportStep = 'report' | 'note' | 'photos';

export interface QueuedReport extends OutboxEntry {
  /** Made on the phone; also the submission id of the report fields. Sorts by the time it was made. */
  id: string;
  projectId: string;
  taskId: string;
  taskName: string;
  /** When the report was made (queued): sent as the note's and photos' `madeAt`, so they keep this time. */
  createdAt: string;
  report: BodyOf<'updateTask'>;
  note?: { text: string; submissionId: string };
  /** Already scaled (unless "Original quality" was ticked); one submission id per batch of 20. */
  photos: File[];
  photoSubmissionIds: string[];
  /** What already went: the report's outcome, the note, how many photo batches. */
  sent: { report?: ReportOutcome; note?: boolean; photoBatches: number };
}

/** A step of a report failed; `cause` is the error of the call. */
export class ReportStepError extends Error {
  override readonly name = 'ReportStepError';
  constructor(
    readonly step: ReportStep,
    override readonly cause: unknown,
  ) {
    super(`${step} failed`, { cause });
  }
}

/** A new report's entry, with fresh ids for each of its steps. */
export function newReport(input: {
  userId: string;
  projectId: string;
  taskId: string;
  taskName: string;
  report: BodyOf<'updateTask'>;
  note: string;
  photos: File[];
}): QueuedReport {
  const id = ulid();
  return {
    id,
    userId: input.userId,
    projectId: input.projectId,
    taskId: input.taskId,
    taskName: input.taskName,
    createdAt: new Date().toISOString(),
    report: { ...input.report, submissionId: id },
    ...(input.note && { note: { text: input.note, submissionId: ulid() } }),
    photos: input.photos,
    photoSubmissionIds: Array.from({ length: Math.ceil(input.photos.length / PHOTO_BATCH) }, () => ulid()),
    sent: { photoBatches: 0 },
  };
}

export interface SendCallbacks {
  /** The entry changed (a step went): keep it. */
  onStep?: (entry: QueuedReport) => Promise<void> | void;
  /** The server's answer to the report fields. */
  onTask?: (task: UpdatedTask) => void;
  onPhotoProgress?: UploadImagesInput['onProgress'];
  onPhotoFailed?: UploadImagesInput['onFailed'];
}

/**
 * Sends what is left of a report, in order: the fields, the note, then the photos batch by batch. Throws
 * ReportStepError at the first step that fails; the entry then says what already went.
 */
export async function sendReport(entry: QueuedReport, callbacks: SendCallbacks = {}): Promise<QueuedReport> {
  const step = async (name: ReportStep, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      throw new ReportStepError(name, error);
    }
    await callbacks.onStep?.(entry);
  };
  if (!entry.sent.report) {
    await step('report', async () => {
      const task = await api('updateTask', { params: { id: entry.taskId }, body: entry.report });
      entry.sent.report = task.report ?? { applied: [], kept: [] };
      callbacks.onTask?.(task);
    });
  }
  const { note } = entry;
  if (note && !entry.sent.note) {
    await step('note', async () => {
      await api('addTaskNote', { params: { id: entry.taskId }, body: { ...note, madeAt: entry.createdAt } });
      entry.sent.note = true;
    });
  }
  for (let batch = entry.sent.photoBatches; batch < entry.photoSubmissionIds.length; batch++) {
    const offset = batch * PHOTO_BATCH;
    await step('photos', async () => {
      await uploadTaskImages({
        taskId: entry.taskId,
        files: entry.photos.slice(offset, offset + PHOTO_BATCH),
        submissionIds: [entry.photoSubmissionIds[batch] as string],
        madeAt: entry.createdAt,
        onProgress: (i, percent) => callbacks.onPhotoProgress?.(offset + i, percent),
        onFailed: (i) => callbacks.onPhotoFailed?.(offset + i),
      });
      entry.sent.photoBatches = batch + 1;
    });
  }
  return entry;
}

/** A failure that sending again later can cure: no connection, a busy or failing server, an ended session. */
export function isTransient(error: unknown): boolean {
  const cause = error instanceof ReportStepError ? error.cause : error;
  // No answer (NetworkError), or a photo PUT that found no connection: later. A 409 is tried again too.
  return failedForNow(cause, [409]);
}

/* ---- The outbox in IndexedDB (lib/outbox.ts) ---- */

export const outbox = createOutbox<QueuedReport>({ prefix: 'report:', isTransient, refusal: refusalText });
const TASKS = 'tasks:';

/**
 * Sends the user's waiting reports, oldest first; one run at a time. A report the server refused for
 * good is marked and passed over; a lost connection stops the run (the order is kept).
 */
export function flushOutbox(
  userId: string,
  events: {
    onSent: (entry: QueuedReport) => void;
    onRefused: (entry: QueuedReport) => void;
    onTask?: (task: UpdatedTask) => void;
  },
): Promise<FlushResult> {
  const { onTask, ...told } = events;
  return outbox.flush(userId, {
    ...told,
    send: async (entry, keep) => {
      await sendReport(entry, { onStep: keep, ...(onTask && { onTask }) });
    },
  });
}

function refusalText(error: unknown): string {
  const cause = error instanceof ReportStepError ? error.cause : error;
  if (cause instanceof ApiError && cause.serverMessage) return cause.serverMessage;
  return cause instanceof Error ? cause.message : 'The server refused the report';
}

/* ---- What the person is told ---- */

export const FIELD_LABELS: Record<ReportedField, string> = {
  status: 'Status',
  progress: 'Progress',
  inspection_status: 'Inspection Status',
  inspection_schedule_date: 'Inspection Date',
  estimate_start: 'Estimate Start Date',
  estimate_finish: 'Estimate Finish Date',
};

/** 'Site report for Pour footings sent.', and which newer values set meanwhile by someone else were kept. */
export function sentMessage(entry: QueuedReport): string {
  const kept = entry.sent.report?.kept ?? [];
  const base = `Site report for ${entry.taskName} sent.`;
  return kept.length === 0
    ? base
    : `${base} Kept the newer ${kept.map((f) => FIELD_LABELS[f]).join(', ')} someone else set meanwhile.`;
}

/* ---- The task list the site report showed last ---- */

const tasksKey = (userId: string, projectId: string) => `${TASKS}${userId}:${projectId}`;

export function keepTaskList(userId: string, projectId: string, tasks: ConstructionTask[]): Promise<void> {
  return set(tasksKey(userId, projectId), tasks, offlineDb());
}

export function keptTaskList(userId: string, projectId: string): Promise<ConstructionTask[] | undefined> {
  return get<ConstructionTask[]>(tasksKey(userId, projectId), offlineDb());
}

/** At sign-out: the user's kept task lists go (their waiting reports stay, to be sent at their next sign-in). */
export async function forgetTaskLists(userId: string): Promise<void> {
  const prefix = `${TASKS}${userId}:`;
  const all = await keys<string>(offlineDb());
  await delMany(
    all.filter((key) => typeof key === 'string' && key.startsWith(prefix)),
    offlineDb(),
  );
}
