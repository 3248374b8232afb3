/** The project's recycle bin (docs/requirements.md#recycle-bin): pages of what was deleted, restore, delete forever. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BinArea, BinEntry } from '#shared/models/recycle-bin.ts';
import { api } from '../../../lib/api-client.ts';

export const binKeys = {
  all: ['recycle-bin'] as const,
  list: (projectId: string, area: BinArea | undefined) => [...binKeys.all, projectId, area ?? 'all'] as const,
};

export function useRecycleBin(projectId: string, area: BinArea | undefined) {
  const query = useInfiniteQuery({
    queryKey: binKeys.list(projectId, area),
    queryFn: ({ pageParam, signal }) =>
      api('listRecycleBin', {
        params: { projectId },
        query: { ...(area && { area }), ...(pageParam && { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const items: BinEntry[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...query, items };
}

/** After a restore or an erase every cached list may have changed (the bin, folders, schedules, counts). */
const everything = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries();

/** POST /api/projects/{projectId}/recycle-bin/{id}/restore, into the area root when `toRoot`. */
export function useRestoreBinItem(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, toRoot }: { id: string; toRoot?: boolean }) =>
      api('restoreBinItem', { params: { projectId, id }, body: toRoot ? { toRoot: true } : {} }),
    onSuccess: () => everything(queryClient),
  });
}

/** DELETE /api/projects/{projectId}/recycle-bin/{id}: admins only. */
export function useDeleteBinItem(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api('deleteBinItem', { params: { projectId, id } }),
    onSuccess: () => everything(queryClient),
  });
}

export const ERASE_STATUS_POLL_MS = 1000;

/**
 * GET /api/folders/{id}/delete-status of a folder being deleted forever: a large one is erased in steps on
 * the queue, and the status counts them; polled until it is done.
 */
export function useEraseStatus(folderId: string) {
  return useQuery({
    queryKey: [...binKeys.all, 'erase', folderId],
    queryFn: ({ signal }) => api('getFolderDeleteStatus', { params: { id: folderId }, signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'done' ? false : ERASE_STATUS_POLL_MS),
  });
}
