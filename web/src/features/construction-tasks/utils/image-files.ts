/**
 * The site report keeps only image files of at most 20 MB (docs/requirements.md#site-photos) and says which
 * it dropped. The type is judged when a photo is picked; the size on what is sent, after the phone scaled it
 * (a 25 MB camera photo is far smaller at 2,560 px), so the 20 MB rule holds for the bytes that go out.
 */
import { isPhotoType } from '#shared/documents.ts';
import { MAX_TASK_IMAGE_BYTES } from '#shared/schemas/tasks.ts';

export interface DroppedFile {
  name: string;
  reason: 'not an image' | 'larger than 20 MB' | 'empty';
}

export interface FilteredImages<F> {
  kept: F[];
  dropped: DroppedFile[];
}

export function filterImages<F extends { name: string; size: number; type: string }>(
  files: Iterable<F>,
): FilteredImages<F> {
  const kept: F[] = [];
  const dropped: DroppedFile[] = [];
  for (const file of files) {
    if (!isPhotoType(file.type)) dropped.push({ name: file.name, reason: 'not an image' });
    else if (file.size === 0) dropped.push({ name: file.name, reason: 'empty' });
    else kept.push(file);
  }
  return { kept, dropped };
}

/**
 * The photos as they are sent (`files[i]` is `photos[i]` scaled, or the original): those over 20 MB are
 * dropped, named as they were picked.
 */
export function checkSentPhotos<P extends { name: string }, F extends { size: number }>(
  photos: readonly P[],
  files: readonly F[],
): { photos: P[]; files: F[]; dropped: DroppedFile[] } {
  const out: { photos: P[]; files: F[]; dropped: DroppedFile[] } = { photos: [], files: [], dropped: [] };
  photos.forEach((photo, i) => {
    const file = files[i];
    if (!file) return;
    if (file.size > MAX_TASK_IMAGE_BYTES) out.dropped.push({ name: photo.name, reason: 'larger than 20 MB' });
    else {
      out.photos.push(photo);
      out.files.push(file);
    }
  });
  return out;
}

/** "These files were not added: a.pdf (not an image), b.jpg (larger than 20 MB)." */
export function droppedMessage(dropped: readonly DroppedFile[]): string | null {
  if (dropped.length === 0) return null;
  const list = dropped.map((d) => `${d.name} (${d.reason})`).join(', ');
  return dropped.length === 1 ? `This file was not added: ${list}.` : `These files were not added: ${list}.`;
}
