import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentFile, FilesResponse, Folder } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';

/** Files per page: a folder of 10,000 files opens at once and the rest comes with "Load more". */
export const FILES_PAGE_SIZE = 200;
export const INVALID_FILES_RESPONSE = 'Invalid response structure: files is not an array';

export function folderContentsOptions(module: Module, projectId: string, folderId: string) {
  return infiniteQueryOptions({
    queryKey: documentKeys.contents(module, projectId, folderId),
    queryFn: async ({ pageParam, signal }): Promise<FilesResponse> => {
      const page = await api('listFiles', {
        params: { module },
        query: { folderId, projectId, limit: String(FILES_PAGE_SIZE), cursor: pageParam },
        signal,
      });
      if (!Array.isArray(page?.files)) throw new Error(INVALID_FILES_RESPONSE);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export interface FolderContents {
  folder: FilesResponse['folder'];
  breadcrumbs: FilesResponse['breadcrumbs'];
  subfolders: Folder[];
  files: DocumentFile[];
}

/** The pages so far as one folder: its first page's folder and breadcrumbs, every page's subfolders and files. */
export function mergePages(data: InfiniteData<FilesResponse> | undefined): FolderContents | undefined {
  const first = data?.pages[0];
  if (!data || !first) return undefined;
  return {
    folder: first.folder,
    breadcrumbs: first.breadcrumbs ?? [],
    subfolders: data.pages.flatMap((p) => p.subfolders ?? []),
    files: data.pages.flatMap((p) => p.files),
  };
}

/** GET /api/files/{module}?folderId=&projectId=: a folder's subfolders, files and breadcrumbs, page by page. */
export function useFolderContents(module: Module, projectId: string, folderId: string) {
  return useInfiniteQuery(folderContentsOptions(module, projectId, folderId));
}
