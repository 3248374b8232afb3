import { useQuery } from '@tanstack/react-query';
import type { ConstructionTask } from '#shared/task-models.ts';
import { api } from '../../../lib/api-client.ts';

/** Query keys of this feature: invalidate `constructionTaskKeys.all` after any change. */
export const constructionTaskKeys = {
  all: ['construction-tasks'] as const,
  lists: () => [...constructionTaskKeys.all, 'list'] as const,
  list: (projectId: string) => [...constructionTaskKeys.lists(), { projectId }] as const,
  details: () => [...constructionTaskKeys.all, 'detail'] as const,
  detail: (id: string) => [...constructionTaskKeys.details(), id] as const,
  activities: () => [...constructionTaskKeys.all, 'activity'] as const,
  activity: (id: string) => [...constructionTaskKeys.activities(), id] as const,
};

/** Photo links from the server live 15 minutes: lists showing them refresh before that. */
export const PHOTO_LINK_REFRESH_MS = 10 * 60_000;

export interface TasksQueryOptions {
  /** Refresh periodically (screens that show photo thumbnails). */
  refetchInterval?: number;
  /** False: not asked for yet (the schedule asks once its first screenful is answered). */
  enabled?: boolean;
}

/** GET /api/tasks?projectId=: the project's tasks, ordered by start, with today's note and photo summary. */
export function useConstructionTasks(projectId: string | undefined, options: TasksQueryOptions = {}) {
  return useQuery({
    queryKey: constructionTaskKeys.list(projectId ?? ''),
    queryFn: ({ signal }): Promise<ConstructionTask[]> =>
      api('listTasks', { query: { projectId: projectId ?? '' }, signal }),
    enabled: Boolean(projectId) && options.enabled !== false,
    refetchInterval: options.refetchInterval,
  });
}
