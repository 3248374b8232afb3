import type { BodyOf } from '#shared/contract.ts';
import type { ConstructionTask } from '#shared/task-models.ts';
import {
  chartTaskMapper,
  type ScheduleDefinition,
  SchedulePage,
  scheduleBodies,
  useFirstTasks,
} from '../../schedules/index.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { constructionTaskKeys, useConstructionTasks } from '../api/get-tasks.ts';
import { useRescheduleTasks } from '../api/reschedule-tasks.ts';
import { useUpdateTask } from '../api/update-task.ts';

const CONSTRUCTION_SCHEDULE: ScheduleDefinition<ConstructionTask, BodyOf<'updateTask'>, BodyOf<'createTask'>> = {
  title: 'Construction Schedule',
  name: 'construction',
  toScheduleTask: chartTaskMapper<ConstructionTask>((task) => ({
    start: task.schedule_start,
    end: task.schedule_finish,
  })),
  newTask: (projectId, { name, start, end }) => ({
    projectId,
    task_name: name,
    schedule_start: start,
    schedule_finish: end,
    progress: 0,
    dependencies: [],
  }),
  bodies: scheduleBodies((start, end) => ({ schedule_start: start, schedule_finish: end })),
  messages: {
    addFailed: 'Failed to create task',
    loadFailed: 'Failed to load tasks',
    updateFailed: 'Failed to update task',
  },
};

export interface ConstructionScheduleProps {
  projectId: string;
  /** On printed pages. */
  projectName: string;
  /** admin, office and pm plan the schedule; other roles only read it. */
  canEdit: boolean;
  /** admin and pm save, rename and delete baselines. */
  canKeepBaselines: boolean;
}

/** /construction_page/{projectId}: add form, view switcher and Gantt chart; a click opens Edit Task. */
export function ConstructionSchedule(props: ConstructionScheduleProps) {
  const { projectId } = props;
  const { first, listWanted } = useFirstTasks(projectId, 'construction', constructionTaskKeys.list(projectId));
  const calls = {
    tasks: useConstructionTasks(projectId, { enabled: listWanted }),
    first,
    create: useCreateTask().mutateAsync,
    update: useUpdateTask().mutateAsync,
    remove: useDeleteTask().mutateAsync,
    reschedule: useRescheduleTasks(projectId).mutateAsync,
  };
  return <SchedulePage {...props} schedule={CONSTRUCTION_SCHEDULE} calls={calls} />;
}
