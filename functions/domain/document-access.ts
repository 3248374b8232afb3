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
import { type FolderRecord, getFolderRecord } from '../data/folders.ts';
import { assertModuleAccess } from './access.ts';

export const FOLDER_NOT_FOUND = 'Folder not found';
export const FILE_NOT_FOUND = 'File not found';

export function parseModule(value: string | undefined, label = 'Module'): Module {
  if (!value || !(MODULES as readonly string[]).includes(value)) {
    throw invalid(`${label} must be one of: ${MODULES.join(', ')}`);
  }
  return value as Module;
}

/** A folder the caller may use; one being deleted counts as gone unless `includeDeleting`. */
export async function loadFolder(caller: Caller, id: string, includeDeleting = false): Promise<FolderRecord> {
  const folder = isUlid(id) ? await getFolderRecord(id) : undefined;
  if (!folder || (folder.deleteStatus && !includeDeleting)) throw notFound(FOLDER_NOT_FOUND);
  assertModuleAccess(caller, folder.module, folder.projectId);
  return folder;
}

/**
 * A file the caller may see. One in the recycle bin counts as gone; so does one being deleted, unless
 * `deleting` asks for it (to finish the delete).
 */
export async function loadFile(caller: Caller, id: string, options: { deleting?: boolean } = {}): Promise<FileRecord> {
  const file = isUlid(id) ? await getFileRecord(id) : undefined;
  if (!file || file.binned || (file.deletingAt && !options.deleting)) throw notFound(FILE_NOT_FOUND);
  assertModuleAccess(caller, file.module, file.projectId);
  return file;
}

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

/** The folder a file sits in (undefined at the root); gone or being deleted means the file is going too. */
/** The folder a file is in, for saying where it is: undefined at the root or when the folder is gone. */
export async function placeOfFile(file: FileRecord): Promise<FolderRecord | undefined> {
  return file.folderId === ROOT_FOLDER_ID ? undefined : getFolderRecord(file.folderId);
}

export async function folderOfFile(file: FileRecord): Promise<FolderRecord | undefined> {
  if (file.folderId === ROOT_FOLDER_ID) return undefined;
  const folder = await getFolderRecord(file.folderId);
  if (!folder || folder.deleteStatus) throw notFound(FILE_NOT_FOUND);
  return folder;
}
