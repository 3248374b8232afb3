/** GET /api/projects/{id}/search: what in the project matches the words, grouped by kind. */
import { useApiQuery } from '../../../lib/use-api-query.ts';

export const searchKeys = {
  all: ['search'] as const,
  project: (projectId: string, words: string) => [...searchKeys.all, projectId, words] as const,
};

/** Asks only while `enabled` (the words are long enough to search for). */
export const useProjectSearch = (projectId: string, words: string, enabled: boolean) =>
  useApiQuery(
    searchKeys.project(projectId, words),
    'searchProject',
    enabled ? { params: { id: projectId }, query: { q: words } } : null,
    { staleTime: 10_000 },
  );
