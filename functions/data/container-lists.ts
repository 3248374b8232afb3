/**
 * Reading containers (docs/data-model.md#document-areas-folders-and-files): what a folder or a module root holds, in
 * sort-key order. The domain names the container; the keys, the sort-key prefixes and the Query shapes
 * stay here.
 */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { DocumentFile, Folder, FolderPage } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import {
  containerPk,
  containerQuery,
  DIR_PREFIX,
  FILE_PREFIX,
  folderPk,
  type Page,
  type Place,
  queryPage,
  SELF_SK,
  wholeContainerQuery,
} from './containers.ts';
import { toDocumentFile } from './files.ts';
import { type FolderRecord, toFolder, toRecord } from './folders.ts';
import { queryAll } from './table.ts';

/** One page of a container: its subfolders (they sort first), then its files. */
export interface ContainerPage {
  subfolders: Folder[];
  files: DocumentFile[];
  nextCursor: string | null;
}

function contents(page: Page): ContainerPage {
  const subfolders: Folder[] = [];
  const files: DocumentFile[] = [];
  for (const item of page.items) {
    const sk = String(item.SK);
    if (sk.startsWith(DIR_PREFIX)) subfolders.push(toFolder(item));
    else if (sk.startsWith(FILE_PREFIX)) files.push(toDocumentFile(item));
  }
  return { subfolders, files, nextCursor: page.nextCursor };
}

function readContainer(pk: string, limit: number, cursor: string | undefined): Promise<Page> {
  return queryPage(wholeContainerQuery(pk), { PK: pk }, limit, cursor);
}

/** One Query of a module root's container: `limit` subfolders and files from `cursor` on. */
export async function listRootContents(
  projectId: string,
  module: Module,
  limit: number,
  cursor: string | undefined,
): Promise<ContainerPage> {
  return contents(await readContainer(containerPk({ projectId, module, folderId: ROOT_FOLDER_ID }), limit, cursor));
}

/**
 * One Query of a folder's container. The first page (no cursor) also answers the folder's own item, which
 * sorts before its subfolders and files (so it reads `limit` + 1 items); `self` is undefined when the
 * folder does not exist. Later pages hold only subfolders and files.
 */
export async function listFolderContents(
  folderId: string,
  limit: number,
  cursor: string | undefined,
): Promise<ContainerPage & { self?: FolderRecord }> {
  const pk = folderPk(folderId);
  if (cursor) return contents(await readContainer(pk, limit, cursor));
  const page = await readContainer(pk, limit + 1, undefined);
  const first = page.items[0];
  return { ...contents(page), ...(first?.SK === SELF_SK && { self: toRecord(first) }) };
}

/** Every subfolder entry of a container (pages followed, strongly consistent). */
export async function listSubfolders(place: Place): Promise<Folder[]> {
  return (await queryAll(containerQuery(containerPk(place), DIR_PREFIX))).map(toFolder);
}

/** One Query: `limit` subfolder entries of a container from `cursor` on. */
export async function listSubfolderPage(
  place: Place,
  limit: number | undefined,
  cursor: string | undefined,
): Promise<FolderPage> {
  const pk = containerPk(place);
  const page = await queryPage(containerQuery(pk, DIR_PREFIX), { PK: pk }, limit, cursor);
  return { folders: page.items.map(toFolder), nextCursor: page.nextCursor };
}
