/**
 * GET and PUT /api/projects/{projectId}/calendar: the project's working-day calendar, which both schedules
 * count working days in (docs/requirements.md#working-day-calendar).
 */
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export const calendarKeys = {
  of: (projectId: string) => ['project-calendar', projectId] as const,
};

export const useProjectCalendar = (projectId: string) =>
  useApiQuery(calendarKeys.of(projectId), 'getProjectCalendar', { params: { projectId } }, { staleTime: 60_000 });

export function useSaveProjectCalendar(projectId: string) {
  return useInvalidatingMutation(
    (body: BodyOf<'putProjectCalendar'>) => api('putProjectCalendar', { params: { projectId }, body }),
    () => calendarKeys.of(projectId),
  );
}
