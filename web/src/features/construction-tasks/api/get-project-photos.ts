import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { constructionTaskKeys, PHOTO_LINK_REFRESH_MS } from './get-tasks.ts';

export type PhotoFilters = Omit<NonNullable<QueryOf<'listProjectPhotos'>>, 'cursor' | 'limit'>;

/** GET /api/projects/{id}/photos: the photo timeline, page by page, newest first. */
export function useProjectPhotos(projectId: string, filters: PhotoFilters) {
  return useInfiniteQuery({
    queryKey: [...constructionTaskKeys.all, 'photos', projectId, filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api('listProjectPhotos', {
        params: { id: projectId },
        query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Photo URLs live 15 minutes.
    staleTime: PHOTO_LINK_REFRESH_MS,
    refetchInterval: PHOTO_LINK_REFRESH_MS,
  });
}
