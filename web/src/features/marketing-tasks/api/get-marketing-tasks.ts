import { useQuery } from '@tanstack/react-query';
import type { MarketingTask } from '#shared/task-models.ts';
import { api } from '../../../lib/api-client.ts';

/** Query keys of this feature: invalidate `marketingTaskKeys.all` after any change. */
export const marketingTaskKeys = {
  all: ['marketing-tasks'] as const,
  lists: () => [...marketingTaskKeys.all, 'list'] as const,
  list: (projectId: string) => [...marketingTaskKeys.lists(), { projectId }] as const,
};

/**
 * GET /api/marketing_tasks?projectId= (admin, office, marketing). `enabled` false: not asked for yet (the
 * schedule asks once its first screenful is answered).
 */
export function useMarketingTasks(projectId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: marketingTaskKeys.list(projectId ?? ''),
    queryFn: ({ signal }): Promise<MarketingTask[]> =>
      api('listMarketingTasks', { query: { projectId: projectId ?? '' }, signal }),
    enabled: Boolean(projectId) && enabled,
  });
}
