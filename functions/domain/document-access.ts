/**
 * Loading folders, files and upload targets with the access rule of the document areas: the caller's role
 * must have the module's section and the project must be theirs. A resource is always judged by its own
 * project and module, whatever the request says. Unknown ids answer 404; another project's, 403.
 */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import { MODULES, type Module } from '#shared/roles.ts';
import { isUlid } from '#shared/schemas/documents.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid, notFound } from '../commons/errors.ts';
import { type FileRecord, getFileRecord } from '../data/files.ts';
import { ancestorRecords, type FolderRecord, getFolderRecord } from '../data/folders.ts';
import { assertModuleAccess } from './access.ts';

export const FOLDER_NOT_FOUND = 'Folder not found';
export const FILE_NOT_FOUND = 'File not found';

export function parseModule(value: string | undefined, label = 'Module'): Module {
  if (!value || !(MODULES as readonly string[]).includes(value)) {
    throw invalid(`${label} must be one of: ${MODULES.join(', ')}`);
  }
  return value as Module;
}

/** Whether a folder is gone from the tree: in the recycle bin or being deleted. */
export const isGone = (folder: FolderRecord): boolean => Boolean(folder.binned || folder.deleteStatus);

/**
 * Whether everything above a folder is live: each ancestor exists and is neither binned nor being deleted
 * (one BatchGetItem of at most two items; none at level 1). Nothing below a binned folder is written when it
 * is binned (docs/data-model.md#recycle-bin), so this is how its subfolders and files count as gone.
 */
export async function chainLive(folder: FolderRecord): Promise<boolean> {
  const ancestors = await ancestorRecords(folder);
  return ancestors.length === folder.ancestors.length && !ancestors.some(isGone);
}

/**
 * The folder's own item only: a binned folder is gone, one being deleted too unless `includeDeleting`; its
 * ancestors are not read (loadFolder reads them).
 */
async function loadFolderItem(caller: Caller, id: string, includeDeleting = false): Promise<FolderRecord> {
  const folder = isUlid(id) ? await getFolderRecord(id) : undefined;
  if (!folder || folder.binned || (folder.deleteStatus && !includeDeleting)) throw notFound(FOLDER_NOT_FOUND);
  assertModuleAccess(caller, folder.module, folder.projectId);
  return folder;
}

/**
 * A folder the caller may use; one being deleted counts as gone unless `includeDeleting`, one in the recycle
 * bin or below a binned (or deleted) folder always.
 */
export async function loadFolder(caller: Caller, id: string, includeDeleting = false): Promise<FolderRecord> {
  const folder = await loadFolderItem(caller, id, includeDeleting);
  if (!(await chainLive(folder))) throw notFound(FOLDER_NOT_FOUND);
  return folder;
}

/** A folder and the ones above it that exist (none for the area root): one GetItem and one BatchGetItem. */
export async function folderChain(folderId: string): Promise<FolderRecord[]> {
  if (folderId === ROOT_FOLDER_ID) return [];
  const folder = await getFolderRecord(folderId);
  return folder ? [folder, ...(await ancestorRecords(folder))] : [];
}

/** Whether a file's folder or one above it is in the recycle bin. */
async function inBinnedTree(folderId: string): Promise<boolean> {
  return (await folderChain(folderId)).some((f) => f.binned);
}

/**
 * A file the caller may see. One in the recycle bin, or in a folder below a binned one, counts as gone; so
 * does one being deleted, unless `deleting` asks for it (to finish the delete).
 */
export async function loadFile(caller: Caller, id: string, options: { deleting?: boolean } = {}): Promise<FileRecord> {
  const file = isUlid(id) ? await getFileRecord(id) : undefined;
  if (!file || file.binned || (file.deletingAt && !options.deleting)) throw notFound(FILE_NOT_FOUND);
  assertModuleAccess(caller, file.module, file.projectId);
  if (await inBinnedTree(file.folderId)) throw notFound(FILE_NOT_FOUND);
  return file;
}

/** What an object placed on a sheet (a markup, a pin) records of the sheet, and the version it is on. */
export interface OnSheet {
  projectId: string;
  fileId: string;
  module: Module;
  fileName: string;
  version: number;
}

/** The sheet's part of a new markup or pin: its project, id, area and name as they are now, and `version`. */
export const onSheet = (sheet: FileRecord, version: number): OnSheet => ({
  projectId: sheet.projectId,
  fileId: sheet._id,
  module: sheet.module,
  fileName: sheet.original_name,
  version,
});

/** Where something is put: a folder, or the module root of a project. */
export interface Target {
  projectId: string;
  module: Module;
  folderId: string;
  /** undefined at the module root. */
  folder: FolderRecord | undefined;
}

/** A place to put something into: the folder must be of the given project and module. */
export async function resolveTarget(
  caller: Caller,
  place: { projectId: string; module: Module; folderId: string },
): Promise<Target> {
  if (place.folderId === ROOT_FOLDER_ID) {
    assertModuleAccess(caller, place.module, place.projectId);
    return { ...place, folder: undefined };
  }
  const folder = await loadFolder(caller, place.folderId);
  if (folder.projectId !== place.projectId) throw invalid('The folder is not in this project');
  if (folder.module !== place.module) throw invalid(`The folder is not in the ${place.module} area`);
  return { ...place, folder };
}

/** The folder a file is in, for saying where it is: undefined at the root or when the folder is gone. */
export async function placeOfFile(file: FileRecord): Promise<FolderRecord | undefined> {
  return file.folderId === ROOT_FOLDER_ID ? undefined : getFolderRecord(file.folderId);
}

/** The folder a file sits in (undefined at the root); gone, binned or being deleted means the file is going too. */
export async function folderOfFile(file: FileRecord): Promise<FolderRecord | undefined> {
  if (file.folderId === ROOT_FOLDER_ID) return undefined;
  const folder = await getFolderRecord(file.folderId);
  if (!folder || isGone(folder)) throw notFound(FILE_NOT_FOUND);
  return folder;
}
