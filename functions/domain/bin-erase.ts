/** Deleting an item of the recycle bin forever, by its kind (docs/data-model.md#recycle-bin). */
import type { BinKind } from '#shared/models/recycle-bin.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { notFound } from '../commons/errors.ts';
import { type BinRecord, markBinPurging } from '../data/recycle-bin.ts';
import type { Actor } from './activity-log.ts';
import { loadBinItem } from './bin-access.ts';
import { eraseFile } from './file-erase.ts';
import { eraseFolder } from './folder-erase.ts';
import { erasePin } from './pin-bin.ts';
import { NOT_IN_BIN } from './refusals.ts';
import { eraseTask } from './task-erase.ts';

type Erase = (actor: Actor, bin: BinRecord, now: Date) => Promise<void>;

/** Every kind of the bin has its erase. */
const ERASE: Partial<Record<BinKind, Erase>> = {
  file: eraseFile,
  folder: eraseFolder,
  task: eraseTask('construction'),
  marketing_task: eraseTask('marketing'),
  pin: erasePin,
};

/** The kinds an erase exists for: the scheduled purge reads only these (bin-purge.ts). */
export const erasableKinds = (): BinKind[] => Object.keys(ERASE) as BinKind[];

/**
 * Marks the bin item (no restore after that), then erases its object in steps a repeat finishes. False,
 * with nothing done, when the item is gone or its kind has no erase yet.
 */
export async function eraseBinItem(actor: Actor, bin: BinRecord, now: Date): Promise<boolean> {
  const erase = ERASE[bin.kind];
  if (!erase || !(await markBinPurging(bin, now.toISOString()))) return false;
  await erase(actor, bin, now);
  return true;
}

/** Delete forever: the admin's erase of one item. */
export async function deleteBinItem(caller: Caller, projectId: string, id: string, now: Date): Promise<void> {
  const bin = await loadBinItem(caller, projectId, id, { erasing: true });
  if (!(await eraseBinItem(caller, bin, now))) throw notFound(NOT_IN_BIN);
}
