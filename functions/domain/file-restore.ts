/**
 * Restoring a file from the recycle bin (docs/data-model.md#recycle-bin): where it was, or at the area root
 * when its folder is gone and the caller asks for that. Its record, versions and objects stayed where they
 * were while it was in the bin, so a restore writes the record and its entry back and counts it in again,
 * in one transaction.
 */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { DocumentFile } from '#shared/models/documents.ts';
import { RESTORE_FOLDER_GONE } from '#shared/models/recycle-bin.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, notFound } from '../commons/errors.ts';
import { type FileRecord, fileNamedIn, getFileRecord, restoreBinnedFile, toDocumentFile } from '../data/files.ts';
import { type FolderRecord, getFolderRecord } from '../data/folders.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { Refused } from '../data/refusals.ts';
import { restoreDetail } from './bin-records.ts';
import { chainLive, isGone } from './document-access.ts';
import { fileEntry } from './document-activity.ts';
import { FILE_CHANGED, NOT_IN_BIN } from './refusals.ts';

const ATTEMPTS = 5;
/** Names tried for a restored file before giving up: "A (restored).pdf", then "A (restored 2).pdf" … */
const NAME_TRIES = 20;

/** "Plan.pdf" -> "Plan (restored).pdf"; the n-th try (n > 1) -> "Plan (restored n).pdf". */
export function restoredName(name: string, n = 1): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem} (restored${n > 1 ? ` ${n}` : ''})${ext}`;
}

/** Where a binned file goes back to: its folder while that lives, else the area root when `toRoot`. */
async function targetOf(file: FileRecord, toRoot: boolean): Promise<{ folderId: string; folder?: FolderRecord }> {
  if (file.folderId === ROOT_FOLDER_ID) return { folderId: ROOT_FOLDER_ID };
  const folder = await getFolderRecord(file.folderId);
  if (folder && !isGone(folder) && (await chainLive(folder))) return { folderId: folder._id, folder };
  if (!toRoot) throw conflict(RESTORE_FOLDER_GONE);
  return { folderId: ROOT_FOLDER_ID };
}

/** The file's name, or the first " (restored)" name no live file of the target holds ("Keep both"). */
async function freeName(file: FileRecord, folderId: string): Promise<string> {
  const place = { projectId: file.projectId, module: file.module, folderId };
  if (!(await fileNamedIn(place, file.original_name))) return file.original_name;
  for (let n = 1; n <= NAME_TRIES; n++) {
    const name = restoredName(file.original_name, n);
    if (!(await fileNamedIn(place, name))) return name;
  }
  throw conflict(`Too many files named like "${file.original_name}" here. Rename one and try again.`);
}

/** Restores a binned file: where it was, or at the area root when its folder is gone and `toRoot`. */
export async function restoreFile(caller: Caller, bin: BinRecord, toRoot: boolean, now: Date): Promise<DocumentFile> {
  for (let attempt = 1; ; attempt++) {
    const file = await getFileRecord(bin._id);
    if (!file?.binned) throw notFound(NOT_IN_BIN);
    const target = await targetOf(file, toRoot);
    const name = await freeName(file, target.folderId);
    const restored: FileRecord = { ...file, folderId: target.folderId, original_name: name };
    const detail = restoreDetail(target.folderId !== file.folderId, name, file.original_name);
    try {
      await restoreBinnedFile(
        file,
        restored,
        target.folder,
        bin,
        fileEntry(caller, now, 'file.restored', restored, target.folder, detail),
      );
      return toDocumentFile(restored);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.subject === 'bin') throw notFound(NOT_IN_BIN);
      // The folder went, or the file changed, meanwhile: read both again and decide again.
      if (attempt >= ATTEMPTS) throw conflict(FILE_CHANGED);
    }
  }
}
