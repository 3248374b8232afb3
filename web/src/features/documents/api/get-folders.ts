import { useQuery } from '@tanstack/react-query';
import type { Folder, FolderTreeNode } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { flattenTree, foldersOf } from '../utils/folders.ts';
import { documentKeys } from './keys.ts';

/** GET /api/folders: level 1 folders (parentId null) or the children of a folder. */
export function useFolderChildren(module: Module, projectId: string, parentId: string | null, enabled = true) {
  return useQuery({
    queryKey: documentKeys.children(module, projectId, parentId),
    queryFn: async ({ signal }): Promise<Folder[]> =>
      foldersOf(
        await api('listFolders', {
          query: parentId
            ? { module, projectId, parent_id: parentId, view_mode: 'flat' }
            : { module, projectId, level: '1' },
          signal,
        }),
      ),
    enabled: enabled && Boolean(projectId),
  });
}

/** GET /api/folders?view_mode=tree&hierarchical=true: every folder of the module, in tree order. */
export function useFolderTree(module: Module, projectId: string) {
  return useQuery({
    queryKey: documentKeys.tree(module, projectId),
    queryFn: async ({ signal }): Promise<Folder[]> => {
      const tree = await api('listFolders', {
        query: { module, projectId, view_mode: 'tree', hierarchical: 'true' },
        signal,
      });
      if (!Array.isArray(tree)) return foldersOf(tree);
      return flattenTree(tree as FolderTreeNode[]);
    },
    enabled: Boolean(projectId),
  });
}
