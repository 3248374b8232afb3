import type { TaskImage } from '#shared/task-models.ts';
import { api } from '../../../lib/api-client.ts';
import { makeJpegThumbnail } from '../../../lib/image-thumbnail.ts';
import { photoDeclaration, putPhoto } from '../../../lib/photo-upload.ts';
import { runPool } from '../../../lib/run-pool.ts';
import { isAbortError } from '../../../lib/upload.ts';

/** The server takes at most 20 photos per request. */
export const PHOTO_BATCH = 20;
const BATCH = PHOTO_BATCH;
/** Photos sent at the same time. */
const PARALLEL = 3;

export interface UploadImagesInput {
  taskId: string;
  files: readonly File[];
  /** Progress of photo `index` (of `files`), 0 to 100. */
  onProgress?: (index: number, percent: number) => void;
  /** Photo `index` failed. */
  onFailed?: (index: number) => void;
  /**
   * One id made on the phone per batch of 20 photos (docs/requirements.md#reports-made-without-a-connection):
   * the batch is confirmed only when all of its photos arrived, and sending it again never adds it twice.
   */
  submissionIds?: readonly string[];
  /** When the photos were taken into a queued report (ISO): the server dates them by it, not by arrival. */
  madeAt?: string;
  signal?: AbortSignal;
}

/** Some photos did not arrive; the others were added. */
export class PartialUploadError extends Error {
  override readonly name = 'PartialUploadError';
  constructor(
    readonly failed: readonly string[],
    readonly added: readonly TaskImage[],
  ) {
    super(`These photos were not uploaded: ${failed.join(', ')}`);
  }
}

/**
 * Straight to S3 (docs/architecture.md#files-go-straight-to-s3): ask for presigned URLs, PUT each photo (with a progress callback)
 * and a browser-made JPEG thumbnail, then confirm; the server checks type and size of what arrived.
 */
export async function uploadTaskImages({
  taskId,
  files,
  onProgress,
  onFailed,
  submissionIds,
  madeAt,
  signal,
}: UploadImagesInput): Promise<TaskImage[]> {
  const added: TaskImage[] = [];
  const failed: string[] = [];
  for (let offset = 0; offset < files.length; offset += BATCH) {
    const batch = files.slice(offset, offset + BATCH);
    const submissionId = submissionIds?.[offset / BATCH];
    const thumbnails = await Promise.all(batch.map((file) => makeJpegThumbnail(file)));
    const targets = await api('startTaskImageUpload', {
      params: { id: taskId },
      body: { files: batch.map((file, i) => photoDeclaration(file, thumbnails[i])) },
      signal,
    });
    /** Upload ids by position in the batch: the photos are numbered in the order they were picked. */
    const arrived: { i: number; uploadId: string }[] = [];
    await runPool(
      targets.map((target, i) => ({ target, i })),
      PARALLEL,
      async ({ target, i }) => {
        const index = offset + i;
        const file = batch[i] as File;
        try {
          await putPhoto(target, file, thumbnails[i], {
            signal,
            onProgress: (percent) => onProgress?.(index, percent),
          });
        } catch (error) {
          if (isAbortError(error)) throw error;
          failed.push(file.name);
          onFailed?.(index);
          return;
        }
        arrived.push({ i, uploadId: target.uploadId });
      },
    );
    // A batch with a submission id goes whole or not at all: its id stands for all of its photos.
    if (submissionId && arrived.length < batch.length) throw new PartialUploadError(failed, added);
    if (arrived.length > 0) {
      const confirmed = await api('confirmTaskImageUpload', {
        params: { id: taskId },
        body: {
          uploadIds: arrived.sort((a, b) => a.i - b.i).map((a) => a.uploadId),
          ...(submissionId && { submissionId }),
          ...(madeAt && { madeAt }),
        },
        signal,
      });
      added.push(...confirmed.images);
    }
  }
  if (failed.length > 0) throw new PartialUploadError(failed, added);
  return added;
}
