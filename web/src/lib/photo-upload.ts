/**
 * Photos straight to S3 (docs/architecture.md#files-go-straight-to-s3), as the site report and a pin's
 * photos send them: what the server is told of each photo before it presigns, and the PUTs of a photo
 * (with progress) and of the JPEG thumbnail the browser made.
 */
import type { PhotoFile } from '#shared/schemas/tasks.ts';
import type { ImageUploadTarget } from '#shared/task-models.ts';
import { isAbortError, putFile } from './upload.ts';

/** A photo as its start request declares it. */
export const photoDeclaration = (file: File, thumbnail: Blob | undefined): PhotoFile => ({
  name: file.name,
  size: file.size,
  type: file.type,
  ...(thumbnail && { thumbnailSize: thumbnail.size }),
});

/**
 * PUTs the photo to its presigned URL (rejects when it did not arrive), then its thumbnail: without the
 * thumbnail the photo still counts (the full image stands in), so only a cancel stops there.
 */
export async function putPhoto(
  target: ImageUploadTarget,
  file: Blob,
  thumbnail: Blob | undefined,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<void> {
  const { signal, onProgress } = options;
  await putFile(target.url, file, {
    headers: target.headers,
    signal,
    ...(onProgress && { onProgress: (p) => onProgress(p.percent) }),
  });
  if (!target.thumbnailUrl || !thumbnail) return;
  await putFile(target.thumbnailUrl, thumbnail, { headers: { 'Content-Type': 'image/jpeg' }, signal }).catch(
    (error: unknown) => {
      if (isAbortError(error)) throw error;
    },
  );
}
