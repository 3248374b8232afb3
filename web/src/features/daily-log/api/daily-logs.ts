/** The daily site log (docs/requirements.md#daily-site-log): the days of a month, a day's log, save, sign off, reopen. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyLog } from '#shared/models/daily-logs.ts';
import type { DailyLogPut } from '#shared/schemas/daily-logs.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export const logKeys = {
  all: ['daily-logs'] as const,
  days: (projectId: string, from: string, to: string) => [...logKeys.all, projectId, 'days', from, to] as const,
  day: (projectId: string, date: string) => [...logKeys.all, projectId, 'day', date] as const,
};

export function useLogDays(projectId: string, from: string, to: string) {
  return useApiQuery(logKeys.days(projectId, from, to), 'listDailyLogs', {
    params: { projectId },
    query: { from, to },
  });
}

export function useDailyLog(projectId: string, date: string) {
  return useApiQuery(logKeys.day(projectId, date), 'getDailyLog', { params: { projectId, date } });
}

/** A step that answers the log: it becomes that day's cached log, and the month's statuses are read again. */
function useLogStep<V>(projectId: string, step: (date: string, input: V) => Promise<DailyLog>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, input }: { date: string; input: V }) => step(date, input),
    onSuccess: (log) => {
      queryClient.setQueryData(logKeys.day(projectId, log.date), log);
      return queryClient.invalidateQueries({ queryKey: [...logKeys.all, projectId, 'days'] });
    },
  });
}

export const useSaveDailyLog = (projectId: string) =>
  useLogStep(projectId, (date, body: DailyLogPut) => api('putDailyLog', { params: { projectId, date }, body }));

export const useSignOffDailyLog = (projectId: string) =>
  useLogStep(projectId, (date, _: undefined) => api('signOffDailyLog', { params: { projectId, date } }));

export const useReopenDailyLog = (projectId: string) =>
  useLogStep(projectId, (date, reason: string) =>
    api('reopenDailyLog', { params: { projectId, date }, body: { reason } }),
  );

/** POST .../daily-logs/export: the PDF of a range is made by a queued job; its id is answered at once. */
export function useStartExport(projectId: string) {
  return useMutation({
    mutationFn: (range: { from: string; to: string }) =>
      api('startDailyLogExport', { params: { projectId }, body: range }),
  });
}

/** GET /api/jobs/{jobId} every second until the job ends. */
export function useJob(jobId: string | null) {
  return useApiQuery(['jobs', jobId], 'getJob', jobId ? { params: { jobId } } : null, {
    refetchInterval: (job) => (!job || job.status === 'running' ? 1000 : false),
  });
}
