/** GET /api/folders in every form of docs/requirements.md#the-api. */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { Folder, FolderList, FolderPage, FolderTreeNode } from '#shared/models/documents.ts';
import type { ListFoldersQuery } from '#shared/schemas/folders.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid } from '../commons/errors.ts';
import { listSubfolderPage, listSubfolders } from '../data/container-lists.ts';
import type { Place } from '../data/containers.ts';
import { type FolderRecord, listModuleFolderPage, listModuleFolderRecords, toFolder } from '../data/folders.ts';
import { assertModuleAccess } from './access.ts';
import { loadFolder } from './document-access.ts';
import { orWorded } from './refusals.ts';

const publicFolder = (record: FolderRecord): Folder => toFolder(record);

/**
 * Every live folder of the module in tree order. A folder whose ancestor is binned or being deleted is left
 * out (that folder leaves the index at once; a delete's subfolders follow as it works through them, a binned
 * folder's stay, unreachable).
 */
async function moduleFolders(projectId: string, module: Folder['module']): Promise<FolderRecord[]> {
  const live = new Set<string>();
  const out: FolderRecord[] = [];
  for (const f of await listModuleFolderRecords(projectId, module)) {
    if (f.deleteStatus || f.binned || !f.ancestors.every((a) => live.has(a._id))) continue;
    live.add(f._id);
    out.push(f);
  }
  return out;
}

function nest(folders: FolderRecord[]): FolderTreeNode[] {
  const nodes = new Map<string, FolderTreeNode>();
  const roots: FolderTreeNode[] = [];
  for (const f of folders) {
    const node: FolderTreeNode = { ...publicFolder(f), children: [] };
    nodes.set(f._id, node);
    const parent = f.parent_id ? nodes.get(f.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else if (!f.parent_id) roots.push(node);
  }
  return roots;
}

/** Subfolder entries of a container: all of them, or one page when paging was asked for. */
function children(place: Place, query: ListFoldersQuery, paged: boolean): Promise<Folder[] | FolderPage> {
  return paged ? orWorded(listSubfolderPage(place, query.limit, query.cursor)) : listSubfolders(place);
}

export async function listFolders(caller: Caller, query: ListFoldersQuery): Promise<FolderList> {
  assertModuleAccess(caller, query.module, query.projectId);
  const paged = query.limit !== undefined || query.cursor !== undefined;
  if (query.parent_id) {
    const parent = await loadFolder(caller, query.parent_id);
    if (parent.projectId !== query.projectId || parent.module !== query.module) {
      throw invalid(`The folder is not in this project's ${query.module} area`);
    }
    return children({ projectId: parent.projectId, module: parent.module, folderId: parent._id }, query, paged);
  }
  if (query.parent_id === null || query.level === 1) {
    return children({ projectId: query.projectId, module: query.module, folderId: ROOT_FOLDER_ID }, query, paged);
  }
  if (query.view_mode === 'tree' && query.hierarchical) {
    return nest(await moduleFolders(query.projectId, query.module));
  }
  if (paged && query.level === undefined) {
    return orWorded(listModuleFolderPage(query.projectId, query.module, query.limit, query.cursor));
  }
  const all = (await moduleFolders(query.projectId, query.module)).map(publicFolder);
  return query.level === undefined ? all : all.filter((f) => f.level === query.level);
}
