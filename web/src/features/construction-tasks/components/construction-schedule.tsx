import { useCallback, useMemo, useState } from 'react';
import type { BodyOf } from '#shared/contract.ts';
import type { ConstructionTask } from '#shared/task-models.ts';
import { AddTaskForm, type NewTaskValues } from '../../../components/gantt/add-task-form.tsx';
import { EditTaskDialog } from '../../../components/gantt/edit-task-dialog.tsx';
import { chartTaskMapper, NO_SCHEDULE_TASKS } from '../../../components/gantt/gantt-tasks.ts';
import { ScheduleView } from '../../../components/gantt/schedule-gantt.tsx';
import { type ScheduleBodies, useScheduleActions } from '../../../components/gantt/use-schedule-actions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorReason, serverMessageOr } from '../../../lib/api-client.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useConstructionTasks } from '../api/get-tasks.ts';
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

const reason = (error: unknown) => errorReason(error) ?? 'Please try again.';

export interface ConstructionScheduleProps {
  projectId: string;
  /** admin, office and pm plan the schedule; other roles only read it. */
  canEdit: boolean;
}

/** /construction_page/{projectId}: add form, view switcher and Gantt chart; a click opens Edit Task. */
export function ConstructionSchedule({ projectId, canEdit }: ConstructionScheduleProps) {
  const tasks = useConstructionTasks(projectId);
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const [editingId, setEditingId] = useState<string | null>(null);

  const scheduleTasks = useMemo(() => tasks.data?.map(toScheduleTask) ?? NO_SCHEDULE_TASKS, [tasks.data]);
  const editing = editingId ? scheduleTasks.find((t) => t.id === editingId) : undefined;

  const { mutateAsync: create } = createTask;
  const { mutateAsync: update } = updateTask;
  const { mutateAsync: remove } = deleteTask;

  const add = useCallback(
    async ({ name, start, end }: NewTaskValues) => {
      await create({
        projectId,
        task_name: name,
        schedule_start: start,
        schedule_finish: end,
        progress: 0,
        dependencies: [],
      });
    },
    [create, projectId],
  );
  const { onDatesChange, onProgressChange, onDeleteTask, save } = useScheduleActions(projectId, update, remove, BODIES);

  return (
    <div className="schedule">
      {canEdit ? (
        <AddTaskForm
          projectId={projectId}
          onAdd={add}
          describeError={(error) => serverMessageOr(error, 'Failed to create task')}
        />
      ) : (
        <p className="muted">You can view this schedule. Admin, office and project manager accounts change it.</p>
      )}
      {tasks.isError ? <Alert message={serverMessageOr(tasks.error, 'Failed to load tasks')} variant="error" /> : null}
      {tasks.isPending ? (
        <p className="muted" role="status">
          Loading Gantt chart...
        </p>
      ) : tasks.isError ? null : (
        <ScheduleView
          tasks={scheduleTasks}
          readOnly={!canEdit}
          onOpenTask={setEditingId}
          onDatesChange={onDatesChange}
          onProgressChange={onProgressChange}
          onDeleteTask={onDeleteTask}
          describeError={reason}
        />
      )}
      {editing ? (
        <EditTaskDialog
          key={editing.id}
          task={editing}
          tasks={scheduleTasks}
          readOnly={!canEdit}
          onSave={(values) => save(editing.id, values)}
          onDelete={() => onDeleteTask(editing.id)}
          onClose={() => setEditingId(null)}
          describeError={(error) => serverMessageOr(error, 'Failed to update task')}
        />
      ) : null}
    </div>
  );
}
