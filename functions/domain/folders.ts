/** Folders: create, rename, read and list (deleting is in folder-delete.ts). */

import { MAX_FOLDER_LEVEL } from '#shared/documents.ts';
import type { Breadcrumb, Folder, FolderDetail } from '#shared/models/documents.ts';
import type { CreateFolderBody, UpdateFolderBody } from '#shared/schemas/folders.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, invalid } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { insertFolder } from '../data/folder-create.ts';
import { renameFolderTree } from '../data/folder-rename.ts';
import { descendantFolderIds, type FolderRecord, toDetail, toFolder } from '../data/folders.ts';
import { Refused } from '../data/refusals.ts';
import { assertModuleAccess } from './access.ts';
import { loadFolder } from './document-access.ts';
import { folderActivity } from './document-activity.ts';

export const TOO_DEEP = `Folders can be at most ${MAX_FOLDER_LEVEL} levels deep: a level ${MAX_FOLDER_LEVEL} folder cannot hold subfolders.`;
export const CHANGED_MEANWHILE = 'The folder was changed by someone else at the same time. Please try again.';
const nameTaken = (name: string) => `A folder named "${name}" already exists here`;

/** Attempts at a write whose guards failed because something changed between reading and writing. */
const ATTEMPTS = 5;

export async function getFolder(caller: Caller, id: string): Promise<FolderDetail> {
  return toDetail(await loadFolder(caller, id, true));
}

export async function getBreadcrumbs(caller: Caller, id: string): Promise<Breadcrumb[]> {
  // The folder's own item, then its ancestors (level 2 and 3): below a binned folder it is gone (404).
  const folder = await loadFolder(caller, id, true);
  return [...folder.ancestors, { _id: folder._id, name: folder.name }];
}

function assertSameScope(folder: Folder, scope: { projectId?: string; module?: string }, what: string): void {
  if (scope.projectId !== undefined && scope.projectId !== folder.projectId) {
    throw invalid(`The ${what} is not in this project`);
  }
  if (scope.module !== undefined && scope.module !== folder.module) {
    throw invalid(`The ${what} is not in the ${scope.module} area`);
  }
}

export async function createFolder(caller: Caller, body: CreateFolderBody, now: Date): Promise<Folder> {
  assertModuleAccess(caller, body.module, body.projectId);
  const id = ulid(now.getTime());
  for (let attempt = 1; ; attempt++) {
    const parent = body.parent_id ? await loadFolder(caller, body.parent_id) : undefined;
    if (parent) assertSameScope(parent, body, 'parent folder');
    const level = parent ? parent.level + 1 : 1;
    if (level > MAX_FOLDER_LEVEL) throw invalid(TOO_DEEP);
    const timestamp = now.toISOString();
    const folder: FolderRecord = {
      _id: id,
      name: body.name,
      level,
      module: body.module,
      parent_id: parent?._id ?? null,
      projectId: body.projectId,
      fileCount: 0,
      totalFileCount: 0,
      subfolderCount: 0,
      createdAt: timestamp,
      updatedAt: timestamp,
      ancestors: parent ? [...parent.ancestors, { _id: parent._id, name: parent.name }] : [],
      descendantFolders: 0,
    };
    try {
      await insertFolder(folder, parent, folderActivity(caller, now, 'folder.created', folder));
      return toFolder(folder);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.subject === 'folder-name') throw conflict(nameTaken(body.name));
      // An ancestor was renamed or is being deleted: read again (loadFolder answers 404 if it is gone).
      if (attempt >= ATTEMPTS) throw conflict(CHANGED_MEANWHILE);
    }
  }
}

export async function renameFolder(caller: Caller, id: string, body: UpdateFolderBody, now: Date): Promise<Folder> {
  for (let attempt = 1; ; attempt++) {
    const folder = await loadFolder(caller, id);
    assertSameScope(folder, body, 'folder');
    const current = toFolder(folder);
    if (folder.name === body.name) return current;
    const descendants = folder.level < MAX_FOLDER_LEVEL ? await descendantFolderIds(id) : [];
    const timestamp = now.toISOString();
    try {
      const activity = folderActivity(
        caller,
        now,
        'folder.renamed',
        { ...folder, name: body.name },
        `was ${folder.name}`,
      );
      await renameFolderTree(folder, body.name, descendants, timestamp, activity);
      return { ...current, name: body.name, updatedAt: timestamp };
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.subject === 'folder-name') throw conflict(nameTaken(body.name));
      if (attempt >= ATTEMPTS) throw conflict(CHANGED_MEANWHILE);
    }
  }
}
