/**
 * Erasing a file in the recycle bin for good (a delete forever; the scheduled purge next), in steps that
 * each start from what is left (docs/data-model.md#recycle-bin).
 */
import { notFound } from '../commons/errors.ts';
import { deleteVersionItems, versionLeftovers } from '../data/file-versions.ts';
import { eraseBinnedFile, getFileRecord } from '../data/files.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { deleteObjects } from '../storage/objects.ts';
import type { Actor } from './activity-log.ts';
import { binActivity } from './bin-records.ts';
import { NOT_IN_BIN } from './refusals.ts';

/**
 * Erases a binned file whose bin item is marked as being erased: every version's object, then the version
 * items, then the record with the bin item (each step safe to repeat, so a stopped erase is finished by
 * the next attempt and leaves no orphan).
 */
export async function eraseFile(actor: Actor, bin: BinRecord, now: Date): Promise<void> {
  const file = await getFileRecord(bin._id);
  if (!file?.binned) throw notFound(NOT_IN_BIN);
  const leftovers = await versionLeftovers(file);
  await deleteObjects(leftovers.objectKeys);
  await deleteVersionItems(leftovers);
  await eraseBinnedFile(file, bin, binActivity(actor, now, 'file.purged', bin));
}
