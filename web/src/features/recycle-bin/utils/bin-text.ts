/** How the recycle bin names its entries (docs/requirements.md#recycle-bin). */
import { AREA_LABELS } from '#shared/models/activity.ts';
import type { BinArea, BinEntry, BinKind } from '#shared/models/recycle-bin.ts';
import { daysLeft } from '#shared/time.ts';

export const KIND_LABELS: Record<BinKind, string> = {
  file: 'File',
  folder: 'Folder',
  task: 'Construction task',
  marketing_task: 'Marketing task',
  pin: 'Pin',
};

export const BIN_AREA_LABELS: Record<BinArea, string> = {
  plan: AREA_LABELS.plan,
  marketing: AREA_LABELS.marketing,
  construction: AREA_LABELS.construction,
  schedules: 'Schedules',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "12 files, 3 subfolders" for a folder; nothing for the other kinds. */
export function containsText(entry: Pick<BinEntry, 'contains'>): string | null {
  if (!entry.contains) return null;
  const { files, folders } = entry.contains;
  if (files === 0 && folders === 0) return 'Empty';
  return [files > 0 && count(files, 'file', 'files'), folders > 0 && count(folders, 'subfolder', 'subfolders')]
    .filter(Boolean)
    .join(', ');
}

/**
 * "12 days left", "1 day left" (Toronto days to purgeAt), "Less than a day left" on its last day, and once
 * purgeAt has passed "Purged at the next run": the scheduled purge takes an item exactly when purgeAt has
 * passed (docs/data-model.md#delete-forever-and-the-purge), so the screen never says so of one it leaves.
 */
export function daysLeftText(purgeAt: string, now: Date): string {
  if (Date.parse(purgeAt) <= now.getTime()) return 'Purged at the next run';
  const left = daysLeft(purgeAt, now) ?? 0;
  if (left <= 0) return 'Less than a day left';
  return count(left, 'day left', 'days left');
}
