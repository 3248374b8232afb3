import { useCallback, useMemo } from 'react';
import type { BodyOf } from '#shared/contract.ts';
import type { ConstructionTask } from '#shared/task-models.ts';
import {
  chartTaskMapper,
  type NewTaskValues,
  NO_SCHEDULE_TASKS,
  type ScheduleBodies,
  SchedulePage,
} from '../../schedules/index.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useConstructionTasks } from '../api/get-tasks.ts';
import { useRescheduleTasks } from '../api/reschedule-tasks.ts';
import { useUpdateTask } from '../api/update-task.ts';

const toScheduleTask = chartTaskMapper<ConstructionTask>((task) => ({
  start: task.schedule_start,
  end: task.schedule_finish,
}));

/** How this schedule's API spells a change. */
const BODIES: ScheduleBodies<BodyOf<'updateTask'>> = {
  dates: (start, end) => ({ schedule_start: start, schedule_finish: end }),
  progress: (progress) => ({ progress }),
  edit: (values) => ({
    task_name: values.name,
    schedule_start: values.start,
    schedule_finish: values.end,
    progress: values.progress,
    dependencies: values.dependencies,
    type: values.type,
    owner: values.owner,
  }),
};

const MESSAGES = {
  addFailed: 'Failed to create task',
  loadFailed: 'Failed to load tasks',
  updateFailed: 'Failed to update task',
};

export interface ConstructionScheduleProps {
  projectId: string;
  /** On printed pages. */
  projectName: string;
  /** admin, office and pm plan the schedule; other roles only read it. */
  canEdit: boolean;
}

/** /construction_page/{projectId}: add form, view switcher and Gantt chart; a click opens Edit Task. */
export function ConstructionSchedule({ projectId, projectName, canEdit }: ConstructionScheduleProps) {
  const tasks = useConstructionTasks(projectId);
  const { mutateAsync: create } = useCreateTask();
  const { mutateAsync: update } = useUpdateTask();
  const { mutateAsync: remove } = useDeleteTask();
  const { mutateAsync: reschedule } = useRescheduleTasks(projectId);
  const scheduleTasks = useMemo(() => tasks.data?.map(toScheduleTask) ?? NO_SCHEDULE_TASKS, [tasks.data]);
  const add = useCallback(
    async ({ name, start, end }: NewTaskValues) => {
      const task = await create({
        projectId,
        task_name: name,
        schedule_start: start,
        schedule_finish: end,
        progress: 0,
        dependencies: [],
      });
      return task._id;
    },
    [create, projectId],
  );
  return (
    <SchedulePage
      projectId={projectId}
      canEdit={canEdit}
      tasks={tasks}
      scheduleTasks={scheduleTasks}
      add={add}
      update={update}
      remove={remove}
      reschedule={reschedule}
      bodies={BODIES}
      messages={MESSAGES}
      printHeading={{ project: projectName, schedule: 'Construction Schedule' }}
    />
  );
}
