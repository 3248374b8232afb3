/**
 * The scheduled purge of the recycle bin (docs/data-model.md#delete-forever-and-the-purge): each step finds
 * the first due item of any project (purgeAt passed, its kind erasable) and erases it as a delete forever
 * does, with the activity actor "Scheduled purge". The job's message carries nothing, so a repeated or
 * concurrent delivery only finds less to do; the job is finished when no project has a due item.
 */
import { BIN_KEEP_DAYS } from '#shared/models/recycle-bin.ts';
import { listAllProjects } from '../data/projects.ts';
import { type BinRecord, firstDueBinItem, getBinItem } from '../data/recycle-bin.ts';
import { erasableKinds, eraseBinItem } from './bin-erase.ts';
import { SCHEDULED_PURGE } from './bin-records.ts';

const DAY_MS = 24 * 3600_000;

/** The oldest due item of the first project that has one. */
async function firstDueItem(now: Date): Promise<BinRecord | undefined> {
  const due = {
    now: now.toISOString(),
    deletedBefore: new Date(now.getTime() - BIN_KEEP_DAYS * DAY_MS).toISOString(),
    kinds: erasableKinds(),
  };
  for (const project of await listAllProjects()) {
    const item = await firstDueBinItem(project._id, due);
    if (item) return item;
  }
  return undefined;
}

/**
 * One bounded step of the purge at `now`: true when nothing is due any more (the job is finished). An erase
 * that fails because a concurrent delivery (or a delete forever) finished the item first is no failure:
 * its bin item is gone. Any other failure fails the step, and so the delivery, which SQS retries.
 */
export async function purgeRecycleBinStep(now: Date): Promise<boolean> {
  const item = await firstDueItem(now);
  if (!item) return true;
  try {
    await eraseBinItem(SCHEDULED_PURGE, item, now);
  } catch (error) {
    if (await getBinItem(item.projectId, item._id)) throw error;
  }
  return false;
}
