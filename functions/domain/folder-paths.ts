/**
 * The folders below a folder restored to a new place get their new paths (docs/data-model.md#recycle-bin).
 * The restore's transaction marked the folder `pathsToRewrite`; these steps (the rewriteFolderPaths job's,
 * functions/jobs/rewriteFolderPaths.ts) rewrite up to FOLDERS_PER_STEP folders each, every folder
 * conditional on the path it read, and clear the mark when none is left. A few steps run before the
 * restore answers; what is left, or a step that failed, goes on on the queue. A retried restore that finds
 * the mark queues it again.
 */
import type { Folder } from '#shared/models/documents.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { type BackgroundJob, enqueueJob } from '../commons/job-queue.ts';
import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { log } from '../commons/observability.ts';
import { clearPathsMark, type PathChange, pathBelow, rewritePaths, samePath } from '../data/folder-paths.ts';
import { descendantFolderIds, type FolderRecord, folderRecords, getFolderRecord, toFolder } from '../data/folders.ts';
import { Refused } from '../data/refusals.ts';
import { assertModuleAccess } from './access.ts';

/** Steps taken before the restore answers (each one transaction of up to 50 folders). */
const STEPS_AT_ONCE = 3;

/** The folders below `folder` whose stored path is not the one it gives them, with the path they need. */
async function stalePaths(folder: FolderRecord): Promise<PathChange[]> {
  const path = pathBelow(folder);
  const below = await folderRecords(await descendantFolderIds(folder._id));
  return below.flatMap((d) => {
    const at = d.ancestors.findIndex((a) => a._id === folder._id);
    if (at < 0) return [];
    const ancestors = [...path, ...d.ancestors.slice(at + 1)];
    return samePath(ancestors, d.ancestors) ? [] : [{ folder: d, ancestors }];
  });
}

/** One step of the job; true when every folder below has its path and the mark is gone. */
export async function rewritePathsStep(job: BackgroundJob): Promise<boolean> {
  const folder = await getFolderRecord(job.id);
  if (!folder?.pathsToRewrite) return true;
  const stale = await stalePaths(folder);
  if (stale.length > 0) {
    try {
      await rewritePaths(stale);
    } catch (error) {
      // One of them changed since read (another delivery wrote it): the next step reads again.
      if (!(error instanceof Refused)) throw error;
    }
    return false;
  }
  // A later restore marked it again meanwhile: its paths are read again by the next step.
  return clearPathsMark(folder);
}

/** After a restore that marked the folder: a few steps now, the rest (or after a failure, all) on the queue. */
export async function finishPathRewrite(id: string): Promise<void> {
  const job: BackgroundJob = { kind: BACKGROUND_JOBS.folderPaths, id };
  try {
    for (let step = 0; step < STEPS_AT_ONCE; step++) if (await rewritePathsStep(job)) return;
  } catch (error) {
    log('warn', 'folder paths: a step failed, the job finishes it', { folderId: id }, error);
  }
  await enqueueJob(job);
}

/**
 * A restore asked again for a folder no longer in the bin: when its restore's paths are not all rewritten
 * yet (a failure after its transaction), they are finished (or queued) again and the folder is the answer;
 * otherwise undefined (not in the bin).
 */
export async function resumeFolderRestore(caller: Caller, projectId: string, id: string): Promise<Folder | undefined> {
  const folder = await getFolderRecord(id);
  if (!folder?.pathsToRewrite || folder.projectId !== projectId || folder.binned || folder.deleteStatus) return;
  assertModuleAccess(caller, folder.module, projectId);
  await finishPathRewrite(id);
  return toFolder(folder);
}
