import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import type { ConstructionTask, UpdatedTask } from '#shared/task-models.ts';
import { api } from '../../../lib/api-client.ts';
import { replaceInList } from '../../../lib/query-client.ts';
import { constructionTaskKeys } from './get-tasks.ts';

/** Puts the server's answer in place in the cached list and in the cached detail. */
export function putTaskInCache(queryClient: QueryClient, task: ConstructionTask): void {
  replaceInList(queryClient, constructionTaskKeys.list(task.projectId), task);
  queryClient.setQueryData<ConstructionTask>(constructionTaskKeys.detail(task._id), task);
}

/** The answer of a site report, without what the report did (`report`), into the cache; answers the task. */
export function putReportAnswerInCache(queryClient: QueryClient, answer: UpdatedTask): ConstructionTask {
  const { report: _outcome, ...task } = answer;
  putTaskInCache(queryClient, task);
  return task;
}

/** PUT /api/tasks/{id}: the Gantt edit (planners) or the site report (also the role site). */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateTask'> }) =>
      api('updateTask', { params: { id }, body }),
    onSuccess: (task) => {
      putTaskInCache(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: constructionTaskKeys.activity(task._id) });
    },
  });
}
