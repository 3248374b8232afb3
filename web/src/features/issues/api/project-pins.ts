/** The project's pins for the Issues screen (docs/requirements.md#pins-on-a-sheet): pages, CSV, status. */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryOf } from '#shared/contract.ts';
import type { Pin } from '#shared/models/pins.ts';
import type { PinCategory, PinStatus } from '#shared/schemas/pins.ts';
import { api, type SavedFile } from '../../../lib/api-client.ts';

/** The filters as the query sends them (overdue is text in a query; '' is a filter not set). */
export interface IssueFilters {
  status?: PinStatus | '';
  category?: PinCategory | '';
  assigneeId?: string;
  fileId?: string;
  overdue?: 'true' | 'false' | '';
}

type SentFilters = QueryOf<'exportPins'>;

export const issueKeys = {
  all: ['issues'] as const,
  list: (projectId: string, filters: IssueFilters) => [...issueKeys.all, projectId, filters] as const,
};

/** Only the filters that are set. */
const sent = (filters: IssueFilters): SentFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as SentFilters;

export function useProjectPins(projectId: string, filters: IssueFilters) {
  const query = useInfiniteQuery({
    queryKey: issueKeys.list(projectId, filters),
    queryFn: ({ pageParam, signal }) =>
      api('listPins', {
        params: { projectId },
        query: { ...sent(filters), ...(pageParam && { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const pins: Pin[] = query.data?.pages.flatMap((p) => p.pins) ?? [];
  return { ...query, pins };
}

/** GET /api/projects/{projectId}/pins/export: the filtered list as a CSV file. */
export function exportPins(projectId: string, filters: IssueFilters): Promise<SavedFile> {
  return api.file('exportPins', { params: { projectId }, query: sent(filters) });
}

/** POST /api/pins/{id}/status, then the lists again. */
export function useIssueStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PinStatus }) =>
      api('changePinStatus', { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issueKeys.all }),
  });
}
