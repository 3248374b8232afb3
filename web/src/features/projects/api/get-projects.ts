import { useQuery } from '@tanstack/react-query';
import type { Project } from '#shared/models.ts';
import { api } from '../../../lib/api-client.ts';

export const PROJECTS_NOT_ARRAY = 'Projects data is not an array';

/** Query keys of this feature: invalidate `projectKeys.all` after any change. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (userId: string | null) => [...projectKeys.lists(), { userId }] as const,
};

/** GET /api/projects?user_id=: all projects for an admin, the allowed ones for anyone else. */
export async function getProjects(userId: string | null, signal?: AbortSignal): Promise<Project[]> {
  const data: unknown = await api('listProjects', { query: userId ? { user_id: userId } : {}, signal });
  if (!Array.isArray(data)) throw new Error(PROJECTS_NOT_ARRAY);
  return data as Project[];
}

export function useProjects(userId: string | null) {
  return useQuery({
    queryKey: projectKeys.list(userId),
    queryFn: ({ signal }) => getProjects(userId, signal),
  });
}
