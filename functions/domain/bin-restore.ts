/** Restoring an item of the recycle bin, by its kind (docs/data-model.md#recycle-bin). */
import type { BinKind, Restored } from '#shared/models/recycle-bin.ts';
import type { RestoreBody } from '#shared/schemas/recycle-bin.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { AppError, notFound } from '../commons/errors.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { loadBinItem } from './bin-access.ts';
import { restoreFile } from './file-restore.ts';
import { restoreFolder } from './folder-bin.ts';
import { resumeFolderRestore } from './folder-paths.ts';
import { restorePin } from './pin-bin.ts';
import { NOT_IN_BIN } from './refusals.ts';
import { restoreTask } from './task-restore.ts';
import { toApiMarketingTask, toApiTask } from './task-view.ts';

type Restore = (caller: Caller, bin: BinRecord, toRoot: boolean, now: Date) => Promise<Restored>;

/** Every kind of the bin has its restore. */
const RESTORE: Partial<Record<BinKind, Restore>> = {
  file: restoreFile,
  folder: restoreFolder,
  task: restoreTask('construction', toApiTask),
  marketing_task: restoreTask('marketing', toApiMarketingTask),
  pin: restorePin,
};

export async function restoreBinItem(
  caller: Caller,
  projectId: string,
  id: string,
  body: RestoreBody,
  now: Date,
): Promise<Restored> {
  let bin: BinRecord;
  try {
    bin = await loadBinItem(caller, projectId, id);
  } catch (error) {
    // Restored already, but the folders below it may not all have their new paths yet: they are finished.
    const notInBin = error instanceof AppError && error.kind === 'not-found';
    const pending = notInBin ? await resumeFolderRestore(caller, projectId, id) : undefined;
    if (pending) return pending;
    throw error;
  }
  const restore = RESTORE[bin.kind];
  if (!restore) throw notFound(NOT_IN_BIN);
  return restore(caller, bin, body.toRoot === true, now);
}
