import { useCallback, useMemo } from 'react';
import type { BodyOf } from '#shared/contract.ts';
import type { MarketingTask } from '#shared/task-models.ts';
import {
  chartTaskMapper,
  type NewTaskValues,
  NO_SCHEDULE_TASKS,
  type ScheduleBodies,
  SchedulePage,
} from '../../schedules/index.ts';
import { useCreateMarketingTask } from '../api/create-marketing-task.ts';
import { useDeleteMarketingTask } from '../api/delete-marketing-task.ts';
import { useMarketingTasks } from '../api/get-marketing-tasks.ts';
import { useRescheduleMarketingTasks } from '../api/reschedule-marketing-tasks.ts';
import { useUpdateMarketingTask } from '../api/update-marketing-task.ts';

const toScheduleTask = chartTaskMapper<MarketingTask>((task) => ({ start: task.start_date, end: task.end_date }));

/** How this schedule's API spells a change. */
const BODIES: ScheduleBodies<BodyOf<'updateMarketingTask'>> = {
  dates: (start, end) => ({ start_date: start, end_date: end }),
  progress: (progress) => ({ progress }),
  edit: (values) => ({
    task_name: values.name,
    start_date: values.start,
    end_date: values.end,
    progress: values.progress,
    dependencies: values.dependencies,
    type: values.type,
    owner: values.owner,
  }),
};

const MESSAGES = {
  addFailed: 'Failed to add task',
  loadFailed: 'Failed to fetch tasks',
  updateFailed: 'Failed to update task',
};

/** /marketing_page: the construction schedule's layout, with an optional Owner on the add form. */
export function MarketingSchedule({ projectId, projectName }: { projectId: string; projectName: string }) {
  const tasks = useMarketingTasks(projectId);
  const { mutateAsync: create } = useCreateMarketingTask();
  const { mutateAsync: update } = useUpdateMarketingTask();
  const { mutateAsync: remove } = useDeleteMarketingTask();
  const { mutateAsync: reschedule } = useRescheduleMarketingTasks(projectId);
  const scheduleTasks = useMemo(() => tasks.data?.map(toScheduleTask) ?? NO_SCHEDULE_TASKS, [tasks.data]);
  const add = useCallback(
    async ({ name, start, end, owner }: NewTaskValues) => {
      const task = await create({ projectId, task_name: name, start_date: start, end_date: end, owner, progress: 0 });
      return task._id;
    },
    [create, projectId],
  );
  return (
    <SchedulePage
      projectId={projectId}
      canEdit
      withOwner
      tasks={tasks}
      scheduleTasks={scheduleTasks}
      add={add}
      update={update}
      remove={remove}
      reschedule={reschedule}
      bodies={BODIES}
      messages={MESSAGES}
      printHeading={{ project: projectName, schedule: 'Marketing Schedule' }}
    />
  );
}
