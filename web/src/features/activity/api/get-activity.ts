/** Pages of the activity log (GET /api/projects/{id}/activity, GET /api/admin/activity), newest first. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryOf } from '#shared/contract.ts';
import type { ActivityEntry, ActivityPage } from '#shared/models/activity.ts';
import { api } from '../../../lib/api-client.ts';

export type ActivityFilters = Omit<NonNullable<QueryOf<'listProjectActivity'>>, 'cursor' | 'limit'>;
export type ActivityScope = { projectId: string } | { admin: true };

export const activityKeys = {
  all: ['activity'] as const,
  list: (scope: ActivityScope, filters: ActivityFilters) => [...activityKeys.all, scope, filters] as const,
};

export const ACTIVITY_PAGE_SIZE = 50;

export function fetchActivityPage(
  scope: ActivityScope,
  filters: ActivityFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
  limit = ACTIVITY_PAGE_SIZE,
): Promise<ActivityPage> {
  const query = { ...filters, limit: String(limit), ...(cursor ? { cursor } : {}) };
  if ('admin' in scope) {
    const { area: _a, objectId: _o, ...adminQuery } = query;
    return api('listAdminActivity', { query: adminQuery, signal });
  }
  return api('listProjectActivity', { params: { id: scope.projectId }, query, signal });
}

export function useActivity(scope: ActivityScope, filters: ActivityFilters) {
  const query = useInfiniteQuery({
    queryKey: activityKeys.list(scope, filters),
    queryFn: ({ pageParam, signal }) => fetchActivityPage(scope, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const entries: ActivityEntry[] = query.data?.pages.flatMap((p) => p.entries) ?? [];
  return { ...query, entries };
}
