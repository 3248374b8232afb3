/**
 * Erasing a folder in the recycle bin for good (a delete forever; the scheduled purge next), with the
 * recursive delete's steps (docs/data-model.md#recycle-bin): everything below it, objects before items and
 * deepest first, then its own item with the bin item. Each step starts from what is left.
 */
import { notFound } from '../commons/errors.ts';
import { startBinnedFolderErase } from '../data/folder-bin.ts';
import { getFolderRecord } from '../data/folders.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import type { Actor } from './activity-log.ts';
import { binActivity } from './bin-records.ts';
import { emptyFolder, startStatus } from './folder-delete.ts';
import { NOT_IN_BIN } from './refusals.ts';

/**
 * Erases a binned folder whose bin item is marked as being erased: it gets the delete's status (once, with
 * its activity entry), then is emptied at once when small, by the queued job when large.
 */
export async function eraseFolder(actor: Actor, bin: BinRecord, now: Date): Promise<void> {
  const folder = await getFolderRecord(bin._id);
  if (!folder?.binned) throw notFound(NOT_IN_BIN);
  const status = folder.deleteStatus ?? startStatus(folder, now);
  if (!folder.deleteStatus) {
    await startBinnedFolderErase(folder, status, binActivity(actor, now, 'folder.purged', bin));
  }
  await emptyFolder(folder._id, status);
}
