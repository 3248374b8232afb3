import type { BodyOf } from '#shared/contract.ts';
import type { MarketingTask } from '#shared/task-models.ts';
import {
  chartTaskMapper,
  type ScheduleDefinition,
  SchedulePage,
  scheduleBodies,
  useFirstTasks,
} from '../../schedules/index.ts';
import { useCreateMarketingTask } from '../api/create-marketing-task.ts';
import { useDeleteMarketingTask } from '../api/delete-marketing-task.ts';
import { marketingTaskKeys, useMarketingTasks } from '../api/get-marketing-tasks.ts';
import { useRescheduleMarketingTasks } from '../api/reschedule-marketing-tasks.ts';
import { useUpdateMarketingTask } from '../api/update-marketing-task.ts';

/** The construction schedule's layout, with an optional Owner on the add form. */
const MARKETING_SCHEDULE: ScheduleDefinition<
  MarketingTask,
  BodyOf<'updateMarketingTask'>,
  BodyOf<'createMarketingTask'>
> = {
  title: 'Marketing Schedule',
  name: 'marketing',
  withOwner: true,
  toScheduleTask: chartTaskMapper<MarketingTask>((task) => ({ start: task.start_date, end: task.end_date })),
  newTask: (projectId, { name, start, end, owner }) => ({
    projectId,
    task_name: name,
    start_date: start,
    end_date: end,
    owner,
    progress: 0,
  }),
  bodies: scheduleBodies((start, end) => ({ start_date: start, end_date: end })),
  messages: {
    addFailed: 'Failed to add task',
    loadFailed: 'Failed to fetch tasks',
    updateFailed: 'Failed to update task',
  },
};

/** /marketing_page: the marketing schedule of the selected project; every role that sees it plans it. */
export function MarketingSchedule({
  projectId,
  projectName,
  canKeepBaselines,
}: {
  projectId: string;
  projectName: string;
  /** Admins save, rename and delete baselines (project managers do not open this schedule). */
  canKeepBaselines: boolean;
}) {
  const { first, listWanted } = useFirstTasks(projectId, 'marketing', marketingTaskKeys.list(projectId));
  const calls = {
    tasks: useMarketingTasks(projectId, listWanted),
    first,
    create: useCreateMarketingTask().mutateAsync,
    update: useUpdateMarketingTask().mutateAsync,
    remove: useDeleteMarketingTask().mutateAsync,
    reschedule: useRescheduleMarketingTasks(projectId).mutateAsync,
  };
  return (
    <SchedulePage
      projectId={projectId}
      projectName={projectName}
      canEdit
      canKeepBaselines={canKeepBaselines}
      schedule={MARKETING_SCHEDULE}
      calls={calls}
    />
  );
}
