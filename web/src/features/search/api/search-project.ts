/** GET /api/projects/{id}/search: what in the project matches the words, grouped by kind. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const searchKeys = {
  all: ['search'] as const,
  project: (projectId: string, words: string) => [...searchKeys.all, projectId, words] as const,
};

/** Asks only while `enabled` (the words are long enough to search for). */
export function useProjectSearch(projectId: string, words: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.project(projectId, words),
    queryFn: ({ signal }) => api('searchProject', { params: { id: projectId }, query: { q: words }, signal }),
    enabled,
    staleTime: 10_000,
  });
}
