/** The site report keeps only image files of at most 20 MB (docs/requirements.md#site-photos) and says which it dropped. */
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
    else if (file.size > MAX_TASK_IMAGE_BYTES) dropped.push({ name: file.name, reason: 'larger than 20 MB' });
    else if (file.size === 0) dropped.push({ name: file.name, reason: 'empty' });
    else kept.push(file);
  }
  return { kept, dropped };
}

/** "These files were not added: a.pdf (not an image), b.jpg (larger than 20 MB)." */
export function droppedMessage(dropped: readonly DroppedFile[]): string | null {
  if (dropped.length === 0) return null;
  const list = dropped.map((d) => `${d.name} (${d.reason})`).join(', ');
  return dropped.length === 1 ? `This file was not added: ${list}.` : `These files were not added: ${list}.`;
}
