/** A schedule's baselines (docs/requirements.md#baselines): the list, one with its dates, save, rename, delete. */
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export const baselineKeys = {
  all: (projectId: string, schedule: ScheduleName) => ['baselines', projectId, schedule] as const,
  list: (projectId: string, schedule: ScheduleName) => [...baselineKeys.all(projectId, schedule), 'list'] as const,
  one: (projectId: string, schedule: ScheduleName, id: string | null) =>
    [...baselineKeys.all(projectId, schedule), 'one', id] as const,
};

export function useBaselines(projectId: string, schedule: ScheduleName) {
  return useApiQuery(baselineKeys.list(projectId, schedule), 'listBaselines', { params: { projectId, schedule } });
}

/** The chosen baseline with its dates; nothing while none is chosen. A baseline's dates never change. */
export function useBaseline(projectId: string, schedule: ScheduleName, id: string | null) {
  return useApiQuery(
    baselineKeys.one(projectId, schedule, id),
    'getBaseline',
    id ? { params: { projectId, schedule, id } } : null,
    { staleTime: Number.POSITIVE_INFINITY },
  );
}

/** Save, rename and delete: each reads the schedule's baselines again. */
export function useBaselineChanges(projectId: string, schedule: ScheduleName) {
  const params = { projectId, schedule };
  const key = () => baselineKeys.all(projectId, schedule);
  return {
    save: useInvalidatingMutation((name: string) => api('saveBaseline', { params, body: { name } }), key),
    rename: useInvalidatingMutation(
      ({ id, name }: { id: string; name: string }) =>
        api('renameBaseline', { params: { ...params, id }, body: { name } }),
      key,
    ),
    remove: useInvalidatingMutation((id: string) => api('deleteBaseline', { params: { ...params, id } }), key),
  };
}
