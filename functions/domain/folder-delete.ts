/**
 * Recursive folder delete. DELETE marks the folder in one transaction: it leaves every listing and its
 * ancestors' counters drop at once. The contents then go in bounded steps, deepest first: up to 100 files
 * (S3 objects, then their items) or one emptied subfolder per step. A folder of at most 100 files and 30
 * folders is emptied before the answer (200); a larger one is queued (202, functions/jobs/deleteFolder.ts) and its
 * progress shows in GET /api/folders/{id} and GET /api/folders/{id}/delete-status. Each step starts again
 * from what is left, so a stopped delete resumes with the next delivery of its job, or when DELETE is sent again.
 */
import type { FolderDeleted, FolderDeleteStatus } from '#shared/models/documents.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, notFound } from '../commons/errors.ts';
import { type BackgroundJob, enqueueJob } from '../commons/job-queue.ts';
import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { type Accepted, accepted } from '../commons/results.ts';
import { versionLeftovers } from '../data/file-versions.ts';
import {
  addProgress,
  filesLeftIn,
  finishedDelete,
  finishItems,
  markForDeletionItems,
  markSubfolder,
  readDeleteState,
  removeClearedFiles,
  removeClearedFolder,
  subfolderLeftIn,
} from '../data/folder-delete.ts';
import { type FolderRecord, getFolderRecord } from '../data/folders.ts';
import { TransactionRefused, transactWrite } from '../data/transactions.ts';
import { deleteObjects } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { FOLDER_NOT_FOUND, loadFolder } from './document-access.ts';
import { folderActivity } from './document-activity.ts';
import { CHANGED_MEANWHILE } from './folders.ts';

export const SYNC_DELETE_MAX_FILES = 100;
export const SYNC_DELETE_MAX_FOLDERS = 30;
const FILES_PER_STEP = 100;
const JOB_KIND = BACKGROUND_JOBS.folderDelete;
const ATTEMPTS = 5;

function startStatus(folder: FolderRecord, now: Date): FolderDeleteStatus {
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

/** Marks the folder (once); answers it with its deleteStatus. */
async function mark(
  caller: Caller,
  id: string,
  now: Date,
): Promise<FolderRecord & { deleteStatus: FolderDeleteStatus }> {
  for (let attempt = 1; ; attempt++) {
    const folder = await loadFolder(caller, id, true);
    if (folder.deleteStatus) return { ...folder, deleteStatus: folder.deleteStatus };
    const parent = folder.parent_id ? await getFolderRecord(folder.parent_id) : undefined;
    // Its parent is already being deleted: this folder goes with it.
    if (folder.parent_id && (!parent || parent.deleteStatus)) throw notFound(FOLDER_NOT_FOUND);
    const status = startStatus(folder, now);
    try {
      const detail = `with ${folder.totalFileCount} ${folder.totalFileCount === 1 ? 'file' : 'files'}`;
      await transactWrite([
        ...markForDeletionItems(folder, parent, status),
        folderActivity(caller, now, 'folder.deleted', folder, detail),
      ]);
      return { ...folder, deleteStatus: status };
    } catch (error) {
      // Something was added or removed in the folder meanwhile: read its totals again.
      if (!(error instanceof TransactionRefused)) throw error;
      if (attempt >= ATTEMPTS) throw conflict(CHANGED_MEANWHILE);
    }
  }
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
  await transactWrite(finishItems(root, done, now));
  return true;
}

/** A small folder is emptied before the answer; a large one is accepted and its job queued. */
export async function deleteFolder(
  caller: Caller,
  id: string,
  now: Date,
): Promise<FolderDeleted | Accepted<FolderDeleted>> {
  const folder = await mark(caller, id, now);
  const status = folder.deleteStatus;
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
