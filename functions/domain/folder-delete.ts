/**
 * Folder delete. DELETE moves the folder to the recycle bin in one transaction (folder-bin.ts): it leaves
 * every listing and its ancestors' counters drop at once, and nothing below it is written. Erasing it (a
 * delete forever, folder-erase.ts) empties it with the recursive delete's bounded steps, deepest first: up
 * to 100 files (S3 objects, then their items) or one emptied subfolder per step. A folder of at most 100
 * files and 30 folders is emptied at once; a larger one is queued (functions/jobs/deleteFolder.ts) and its
 * progress shows in GET /api/folders/{id}/delete-status. Each step starts again from what is left, so a
 * stopped erase resumes with the next delivery of its job, or when it is asked again. A recursive delete
 * begun before the recycle bin (a folder with deleteStatus and no bin mark) is finished the same way.
 */
import type { FolderDeleted, FolderDeleteStatus } from '#shared/models/documents.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { notFound } from '../commons/errors.ts';
import { type BackgroundJob, enqueueJob } from '../commons/job-queue.ts';
import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { type Accepted, accepted } from '../commons/results.ts';
import { versionLeftovers } from '../data/file-versions.ts';
import {
  addProgress,
  filesLeftIn,
  finishedDelete,
  finishFolderDelete,
  markSubfolder,
  readDeleteState,
  removeClearedFiles,
  removeClearedFolder,
  subfolderLeftIn,
} from '../data/folder-delete.ts';
import { type FolderRecord, getFolderRecord } from '../data/folders.ts';
import { deleteObjects } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { FOLDER_NOT_FOUND, loadFolder } from './document-access.ts';
import { binFolderById } from './folder-bin.ts';

export const SYNC_DELETE_MAX_FILES = 100;
export const SYNC_DELETE_MAX_FOLDERS = 30;
const FILES_PER_STEP = 100;
const JOB_KIND = BACKGROUND_JOBS.folderDelete;

/** The status of a recursive delete of `folder` starting `now`. */
export function startStatus(folder: FolderRecord, now: Date): FolderDeleteStatus {
  return {
    folderId: folder._id,
    state: 'deleting',
    deletedFiles: 0,
    totalFiles: folder.totalFileCount,
    deletedFolders: 0,
    totalFolders: folder.descendantFolders + 1,
    startedAt: now.toISOString(),
  };
}

type StepResult = 'worked' | 'empty';

/** One bounded piece of work in the container of `folderId` or, depth first, below it. */
async function clearStep(folderId: string, rootId: string, now: Date): Promise<StepResult> {
  const records = await filesLeftIn(folderId, FILES_PER_STEP);
  if (records.length > 0) {
    // Every version of every file: objects first, then items (a stopped step is simply done again).
    const leftovers = await Promise.all(records.map(versionLeftovers));
    await deleteObjects(leftovers.flatMap((l) => l.objectKeys));
    await removeClearedFiles(records, leftovers);
    await addProgress(rootId, records.length, 0);
    return 'worked';
  }
  const sub = await subfolderLeftIn(folderId);
  if (!sub) return 'empty';
  await markSubfolder(sub._id, {
    folderId: sub._id,
    state: 'deleting',
    deletedFiles: 0,
    totalFiles: sub.totalFileCount,
    deletedFolders: 0,
    totalFolders: sub.subfolderCount + 1,
    startedAt: now.toISOString(),
  });
  if ((await clearStep(sub._id, rootId, now)) === 'worked') return 'worked';
  await removeClearedFolder(sub);
  await addProgress(rootId, 0, 1);
  return 'worked';
}

/** One step of the job; true when the folder is gone. */
export async function deleteFolderStep(job: BackgroundJob): Promise<boolean> {
  const now = new Date();
  const root = await getFolderRecord(job.id);
  if (!root?.deleteStatus) return true;
  if ((await clearStep(root._id, root._id, now)) === 'worked') return false;
  const status = root.deleteStatus;
  const done: FolderDeleteStatus = {
    ...status,
    state: 'done',
    deletedFiles: status.totalFiles,
    deletedFolders: status.totalFolders,
    finishedAt: now.toISOString(),
  };
  // An erase from the recycle bin ends with the bin item; its activity entry was written when it started.
  await finishFolderDelete(root, done, now, Boolean(root.binned));
  return true;
}

/** A small folder is emptied before the answer; a large one is accepted and its job queued. */
export async function emptyFolder(
  id: string,
  status: FolderDeleteStatus,
): Promise<FolderDeleted | Accepted<FolderDeleted>> {
  const job: BackgroundJob = { kind: JOB_KIND, id };
  if (status.totalFiles <= SYNC_DELETE_MAX_FILES && status.totalFolders <= SYNC_DELETE_MAX_FOLDERS) {
    while (!(await deleteFolderStep(job))) {
      // steps until the folder is gone
    }
    return { message: 'Folder deleted successfully', deleteStatus: await finalStatus(id, status) };
  }
  await enqueueJob(job);
  return accepted<FolderDeleted>({ message: 'The folder is being deleted', deleteStatus: status });
}

/**
 * DELETE /api/folders/{id}: the folder goes to the recycle bin with all it holds (folder-bin.ts), in one
 * transaction whatever its size, and the answer says it is done. A recursive delete begun before the
 * recycle bin is finished as it was begun.
 */
export async function deleteFolder(
  caller: Caller,
  id: string,
  now: Date,
): Promise<FolderDeleted | Accepted<FolderDeleted>> {
  const folder = await loadFolder(caller, id, true);
  if (folder.deleteStatus) return emptyFolder(id, folder.deleteStatus);
  const binned = await binFolderById(caller, id, now, folder);
  const status = startStatus(binned, now);
  return {
    message: 'Folder deleted successfully',
    deleteStatus: {
      ...status,
      state: 'done',
      deletedFiles: status.totalFiles,
      deletedFolders: status.totalFolders,
      finishedAt: status.startedAt,
    },
  };
}

async function finalStatus(id: string, fallback: FolderDeleteStatus): Promise<FolderDeleteStatus> {
  return (await finishedDelete(id))?.deleteStatus ?? fallback;
}

function clamp(status: FolderDeleteStatus): FolderDeleteStatus {
  return {
    ...status,
    deletedFiles: Math.min(status.deletedFiles, status.totalFiles),
    deletedFolders: Math.min(status.deletedFolders, status.totalFolders),
  };
}

/** One BatchGetItem: the folder's own item (active or deleting) and the record of a finished delete. */
export async function getDeleteStatus(caller: Caller, id: string): Promise<FolderDeleteStatus> {
  const { folder, finished } = await readDeleteState(id);
  if (folder) {
    assertModuleAccess(caller, folder.module, folder.projectId);
    if (folder.deleteStatus) return clamp(folder.deleteStatus);
    // In the recycle bin: it has no delete running (an erase shows its progress above).
    if (folder.binned) throw notFound(FOLDER_NOT_FOUND);
    const zero = { deletedFiles: 0, deletedFolders: 0 };
    return {
      folderId: id,
      state: 'active',
      ...zero,
      totalFiles: folder.totalFileCount,
      totalFolders: folder.descendantFolders + 1,
    };
  }
  if (!finished) throw notFound(FOLDER_NOT_FOUND);
  assertModuleAccess(caller, finished.module, finished.projectId);
  return finished.deleteStatus;
}
