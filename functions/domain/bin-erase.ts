/** Deleting an item of the recycle bin forever, by its kind (docs/data-model.md#recycle-bin). */
import type { BinKind } from '#shared/models/recycle-bin.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { notFound } from '../commons/errors.ts';
import { type BinRecord, markBinPurging } from '../data/recycle-bin.ts';
import type { Actor } from './activity-log.ts';
import { loadBinItem } from './bin-access.ts';
import { eraseFile } from './file-erase.ts';
import { NOT_IN_BIN } from './refusals.ts';
import { eraseTask } from './task-erase.ts';

type Erase = (actor: Actor, bin: BinRecord, now: Date) => Promise<void>;

/** Folders join as their deletes move to the bin. */
const ERASE: Partial<Record<BinKind, Erase>> = {
  file: eraseFile,
  task: eraseTask('construction'),
  marketing_task: eraseTask('marketing'),
};

/** Delete forever: marked first (no restore after that), then erased in steps a repeat finishes. */
export async function deleteBinItem(caller: Caller, projectId: string, id: string, now: Date): Promise<void> {
  const bin = await loadBinItem(caller, projectId, id, { erasing: true });
  const erase = ERASE[bin.kind];
  if (!erase || !(await markBinPurging(bin, now.toISOString()))) throw notFound(NOT_IN_BIN);
  await erase(caller, bin, now);
}
