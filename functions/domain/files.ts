/** Files of the document areas: list a folder, download, delete, move and copy. */

import { DEFAULT_PAGE_SIZE, MAX_COPY_BYTES, ROOT_FOLDER_ID, ROOT_FOLDER_NAME } from '#shared/documents.ts';
import type { DocumentFile, FilesResponse, FileUrl, Message } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import type { ListFilesQuery, MoveCopyBody } from '#shared/schemas/files.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, notFound, tooLarge } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { log } from '../commons/observability.ts';
import { type Redirect, redirectTo } from '../commons/results.ts';
import { putActivity } from '../data/activity-log.ts';
import { type ContainerPage, listFolderContents, listRootContents } from '../data/container-lists.ts';
import { currentVersion, deleteVersionItems, versionLeftovers, versionOfRecord } from '../data/file-versions.ts';
import { binFile, deleteFileRecord, type FileRecord, moveFileRecord, toDocumentFile } from '../data/files.ts';
import { type FolderRecord, toDetail } from '../data/folders.ts';
import { Refused } from '../data/refusals.ts';
import { copyObject, fileObjectKey } from '../storage/file-transfers.ts';
import { DOWNLOAD_URL_SECONDS, deleteObjects, presignGet } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { newBinRecord } from './bin-records.ts';
import {
  chainLive,
  FILE_NOT_FOUND,
  FOLDER_NOT_FOUND,
  folderOfFile,
  isGone,
  loadFile,
  loadFolder,
  parseModule,
  placeOfFile,
  resolveTarget,
  type Target,
} from './document-access.ts';
import { copyActivity, fileEntry, moveActivity, placeOf } from './document-activity.ts';
import { commitNewFile } from './file-commit.ts';
import { loadVersion } from './file-versions.ts';
import { FILE_CHANGED, orWorded } from './refusals.ts';

const ATTEMPTS = 5;
/**
 * A folder's contents. The first page of a folder is ONE Query over its container: the folder's own item
 * (name, counters, ancestors = breadcrumbs), its subfolders, then its files. Later pages: the folder by
 * GetItem, then the next Query page.
 */
export async function listFiles(caller: Caller, moduleParam: string, query: ListFilesQuery): Promise<FilesResponse> {
  const module = parseModule(moduleParam);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  if (query.folderId === ROOT_FOLDER_ID) {
    assertModuleAccess(caller, module, query.projectId);
    const page = await orWorded(listRootContents(query.projectId, module, limit, query.cursor));
    const folder = {
      _id: ROOT_FOLDER_ID,
      name: ROOT_FOLDER_NAME,
      level: 0,
      module,
      parent_id: null,
      projectId: query.projectId,
    } as const;
    return { ...page, folder, breadcrumbs: [] };
  }
  let folder: FolderRecord;
  let page: ContainerPage;
  if (query.cursor) {
    folder = await loadFolder(caller, query.folderId);
    page = await orWorded(listFolderContents(query.folderId, limit, query.cursor));
  } else {
    const { self, ...first } = await listFolderContents(query.folderId, limit, undefined);
    page = first;
    if (!self || isGone(self)) throw notFound(FOLDER_NOT_FOUND);
    assertModuleAccess(caller, self.module, self.projectId);
    // Below a binned folder it is gone too: one BatchGetItem of its ancestors (none at level 1).
    if (!(await chainLive(self))) throw notFound(FOLDER_NOT_FOUND);
    folder = self;
  }
  return {
    ...page,
    folder: toDetail(folder),
    breadcrumbs: [...folder.ancestors, { _id: folder._id, name: folder.name }],
  };
}

/** A read of file `id` (its current version, or `version`): as a download or in the viewer. */
type FileRead<T> = (
  caller: Caller,
  moduleParam: string,
  id: string,
  disposition: 'attachment' | 'inline' | undefined,
  now: Date,
  version?: number,
) => Promise<T>;

export const fileUrl: FileRead<FileUrl> = async (caller, moduleParam, id, disposition, now, version) => {
  parseModule(moduleParam);
  const file = await loadFile(caller, id);
  // An older version is served as it was uploaded (its own name and type).
  const read = version === undefined ? versionOfRecord(file) : await loadVersion(file, version);
  await recordRead(caller, file, disposition === 'inline' ? 'file.viewed' : 'file.downloaded', now, read.version);
  return {
    url: await presignGet(read.s3Key, {
      contentType: read.contentType,
      filename: read.original_name,
      inline: disposition === 'inline',
    }),
    fileName: read.original_name,
    contentType: read.contentType,
    expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
  };
};

/** Reads are recorded on their own, best effort: a failed record never stops the download. */
async function recordRead(
  caller: Caller,
  file: FileRecord,
  kind: 'file.viewed' | 'file.downloaded',
  now: Date,
  version: number,
) {
  const detail = currentVersion(file) > 1 ? `v${version}` : undefined;
  try {
    await putActivity(fileEntry(caller, now, kind, file, await placeOfFile(file), detail));
  } catch (error) {
    log('warn', 'activity entry of a file read not written', { fileId: file._id, kind }, error);
  }
}

export const downloadFile: FileRead<Redirect> = async (caller, moduleParam, id, disposition, now, version) => {
  const { url } = await fileUrl(caller, moduleParam, id, disposition, now, version);
  return redirectTo(url);
};

/** Runs a write that depends on where the file is, reading the file again when it moved meanwhile. */
async function withFreshFile<T>(
  caller: Caller,
  id: string,
  write: (file: FileRecord) => Promise<T>,
  options: { deleting?: boolean } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const file = await loadFile(caller, id, options);
    try {
      return await write(file);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.subject === 'folder') throw notFound(FOLDER_NOT_FOUND);
      if (attempt >= ATTEMPTS) throw conflict(FILE_CHANGED);
    }
  }
}

/**
 * Deletes a file into the recycle bin (docs/data-model.md#recycle-bin): one transaction marks its record,
 * takes its entry out of its folder, counts it out of its folders and adds the bin item. Its versions and
 * objects stay until a restore, a delete forever or the purge.
 */
export async function deleteFile(caller: Caller, moduleParam: string, id: string, now: Date): Promise<Message> {
  parseModule(moduleParam);
  const file = await withFreshFile(
    caller,
    id,
    async (file) => {
      // A delete begun before the recycle bin existed is finished as it was begun (finishOldDelete).
      if (file.deletingAt) return file;
      const folder = await folderOfFile(file);
      const bin = newBinRecord(caller, now, {
        _id: file._id,
        kind: 'file',
        name: file.original_name,
        module: file.module,
        projectId: file.projectId,
        place: placeOf(file.module, folder),
        fromFolderId: file.folderId,
      });
      await binFile(file, folder, bin, fileEntry(caller, now, 'file.deleted', file, folder));
      return file;
    },
    { deleting: true },
  );
  if (file.deletingAt) await finishOldDelete(caller, file, now);
  return { message: 'File deleted successfully' };
}

/** The rest of a delete that erased files before the recycle bin: objects, version items, then the record. */
async function finishOldDelete(caller: Caller, marked: FileRecord, now: Date): Promise<void> {
  const leftovers = await versionLeftovers(marked);
  await deleteObjects(leftovers.objectKeys);
  await deleteVersionItems(leftovers);
  await withFreshFile(
    caller,
    marked._id,
    async (file) => {
      const folder = await folderOfFile(file);
      await deleteFileRecord(file, folder, fileEntry(caller, now, 'file.deleted', file, folder));
    },
    { deleting: true },
  );
}

function targetOf(caller: Caller, body: MoveCopyBody): Promise<Target> {
  return resolveTarget(caller, {
    projectId: body.project_id,
    module: body.target_module,
    folderId: body.target_folder_id,
  });
}

const placed = (file: FileRecord, target: Target): FileRecord => ({
  ...file,
  projectId: target.projectId,
  module: target.module as Module,
  folderId: target.folderId,
});

/** A move or a copy of file `id` of the area `moduleParam` to where `body` says. */
type MoveOrCopy = (
  caller: Caller,
  moduleParam: string,
  id: string,
  body: MoveCopyBody,
  now: Date,
) => Promise<DocumentFile>;

export const moveFile: MoveOrCopy = async (caller, moduleParam, id, body, now) => {
  parseModule(moduleParam);
  const target = await targetOf(caller, body);
  return withFreshFile(caller, id, async (file) => {
    const moved = placed(file, target);
    const same = file.projectId === moved.projectId && file.module === moved.module && file.folderId === moved.folderId;
    if (!same) {
      const from = await folderOfFile(file);
      const activity = moveActivity(caller, now, file, moved, from, target.folder);
      await moveFileRecord(file, moved, { from, to: target.folder }, activity);
    }
    return toDocumentFile(moved);
  });
};

export const copyFile: MoveOrCopy = async (caller, moduleParam, id, body, now) => {
  parseModule(moduleParam);
  const file = await loadFile(caller, id);
  const target = await targetOf(caller, body);
  if (file.size > MAX_COPY_BYTES) throw tooLarge('Files larger than 5 GB cannot be copied.');
  const copyId = ulid(now.getTime());
  const { version: _v, version_note: _n, ...current } = placed(file, target);
  const copy: FileRecord = {
    ...current,
    _id: copyId,
    s3Key: fileObjectKey(copyId),
    upload_date: now.toISOString(),
    upload_by: caller.name,
    upload_by_id: caller.userId,
  };
  try {
    await copyObject(file.s3Key, copy.s3Key);
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') throw notFound(FILE_NOT_FOUND);
    throw error;
  }
  const from = await placeOfFile(file);
  await commitNewFile(copy, target.folder, copyActivity(caller, now, file, from, copy, target.folder));
  return toDocumentFile(copy);
};
