/**
 * A folder to the recycle bin and back (docs/data-model.md#recycle-bin). Both are one transaction whatever
 * the folder holds: nothing below it is written, so its subfolders, files and versions come back exactly as
 * they were, counters included.
 */
import type { Folder } from '#shared/models/documents.ts';
import { RESTORE_PARENT_GONE } from '#shared/models/recycle-bin.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, notFound } from '../commons/errors.ts';
import { binFolder, restoreBinnedFolder } from '../data/folder-bin.ts';
import { type FolderRecord, getFolderRecord, toFolder } from '../data/folders.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { Refused } from '../data/refusals.ts';
import { newBinRecord, restoreDetail } from './bin-records.ts';
import { chainLive, FOLDER_NOT_FOUND, isGone, loadFolder } from './document-access.ts';
import { folderActivity, folderPlace } from './document-activity.ts';
import { finishPathRewrite } from './folder-paths.ts';
import { CHANGED_MEANWHILE } from './folders.ts';
import { NOT_IN_BIN } from './refusals.ts';

const ATTEMPTS = 5;
/** Names tried for a restored folder: "A (restored)", then "A (restored 2)" … */
const NAME_TRIES = 20;

/** "Drawings" -> "Drawings (restored)"; the n-th try (n > 1) -> "Drawings (restored n)". */
export const restoredFolderName = (name: string, n: number) => `${name} (restored${n > 1 ? ` ${n}` : ''})`;

const filesWord = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

/**
 * Deletes a live folder into the bin: it leaves its parent's list, name and counters at once, with all it
 * holds. A folder below a binned or deleted one is already gone (404). `read` is the folder as the caller
 * has just loaded it (with loadFolder), if it has.
 */
export async function binFolderById(caller: Caller, id: string, now: Date, read?: FolderRecord): Promise<FolderRecord> {
  for (let attempt = 1; ; attempt++) {
    // The caller's first read serves the first attempt; a retry reads again.
    const folder = attempt === 1 && read ? read : await loadFolder(caller, id);
    const parent = folder.parent_id ? await getFolderRecord(folder.parent_id) : undefined;
    if (folder.parent_id && (!parent || isGone(parent))) throw notFound(FOLDER_NOT_FOUND);
    const bin = newBinRecord(caller, now, {
      _id: folder._id,
      kind: 'folder',
      name: folder.name,
      module: folder.module,
      projectId: folder.projectId,
      place: folderPlace(folder),
      fromFolderId: folder.parent_id ?? 'root',
      contains: { files: folder.totalFileCount, folders: folder.descendantFolders },
    });
    const detail = `with ${filesWord(folder.totalFileCount)}`;
    try {
      await binFolder(folder, parent, bin, folderActivity(caller, now, 'folder.deleted', folder, detail));
      return folder;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      // Its parent went meanwhile: the folder went with it.
      if (error.kind === 'not-found') throw notFound(FOLDER_NOT_FOUND);
      // Something was added, removed or renamed in it meanwhile: read it again.
      if (attempt >= ATTEMPTS) throw conflict(CHANGED_MEANWHILE);
    }
  }
}

/** Where a binned folder goes back to: its parent while that lives, else the area root when `toRoot`. */
async function parentOf(folder: FolderRecord, toRoot: boolean): Promise<FolderRecord | undefined> {
  if (!folder.parent_id) return undefined;
  const parent = await getFolderRecord(folder.parent_id);
  if (parent && !isGone(parent) && (await chainLive(parent))) return parent;
  if (!toRoot) throw conflict(RESTORE_PARENT_GONE);
  return undefined;
}

/** The folder as it comes back into `parent` (undefined: the area root) under `name`. */
function placed(folder: FolderRecord, parent: FolderRecord | undefined, name: string, now: Date): FolderRecord {
  return {
    ...folder,
    name,
    parent_id: parent?._id ?? null,
    level: parent ? parent.level + 1 : 1,
    ancestors: parent ? [...parent.ancestors, { _id: parent._id, name: parent.name }] : [],
    updatedAt: now.toISOString(),
  };
}

/**
 * Restores a binned folder with everything in it: under its parent, or at the area root when `toRoot`. When
 * its path changed, the folders below it follow (folder-paths.ts) before the answer, or on the queue.
 */
export async function restoreFolder(caller: Caller, bin: BinRecord, toRoot: boolean, now: Date): Promise<Folder> {
  let tries = 0;
  for (let attempt = 1; ; attempt++) {
    const folder = await getFolderRecord(bin._id);
    if (!folder?.binned || folder.deleteStatus) throw notFound(NOT_IN_BIN);
    const parent = await parentOf(folder, toRoot);
    const name = tries === 0 ? folder.name : restoredFolderName(folder.name, tries);
    const restored = placed(folder, parent, name, now);
    const detail = restoreDetail(restored.parent_id !== folder.parent_id, name, folder.name);
    try {
      const activity = folderActivity(caller, now, 'folder.restored', restored, detail);
      // Marked in the transaction when the folders below it must follow to its new path (folder-paths.ts).
      if (await restoreBinnedFolder(folder, restored, parent, bin, activity)) await finishPathRewrite(folder._id);
      return toFolder(restored);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.subject === 'bin') throw notFound(NOT_IN_BIN);
      if (error.subject === 'folder-name') {
        // "Keep both": the claim is conditional, so two restores can never take one name.
        if (++tries > NAME_TRIES) throw conflict(`Too many folders named like "${folder.name}" here.`);
        continue;
      }
      // The parent went, or the folder changed, meanwhile: read both again and decide again.
      if (attempt >= ATTEMPTS) throw conflict(CHANGED_MEANWHILE);
    }
  }
}
