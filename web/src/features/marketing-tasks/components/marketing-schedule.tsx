import { useCallback, useMemo, useState } from 'react';
import type { BodyOf } from '#shared/contract.ts';
import type { MarketingTask } from '#shared/task-models.ts';
import { AddTaskForm, type NewTaskValues } from '../../../components/gantt/add-task-form.tsx';
import { EditTaskDialog } from '../../../components/gantt/edit-task-dialog.tsx';
import { chartTaskMapper, NO_SCHEDULE_TASKS } from '../../../components/gantt/gantt-tasks.ts';
import { ScheduleView } from '../../../components/gantt/schedule-gantt.tsx';
import { type ScheduleBodies, useScheduleActions } from '../../../components/gantt/use-schedule-actions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorReason, serverMessageOr } from '../../../lib/api-client.ts';
import { useCreateMarketingTask } from '../api/create-marketing-task.ts';
import { useDeleteMarketingTask } from '../api/delete-marketing-task.ts';
import { useMarketingTasks } from '../api/get-marketing-tasks.ts';
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

const reason = (error: unknown) => errorReason(error) ?? 'Please try again.';

/** /marketing_page: the construction schedule's layout, with an optional Owner on the add form. */
export function MarketingSchedule({ projectId }: { projectId: string }) {
  const tasks = useMarketingTasks(projectId);
  const { mutateAsync: create } = useCreateMarketingTask();
  const { mutateAsync: update } = useUpdateMarketingTask();
  const { mutateAsync: remove } = useDeleteMarketingTask();
  const [editingId, setEditingId] = useState<string | null>(null);

  const scheduleTasks = useMemo(() => tasks.data?.map(toScheduleTask) ?? NO_SCHEDULE_TASKS, [tasks.data]);
  const editing = editingId ? scheduleTasks.find((t) => t.id === editingId) : undefined;

  const add = useCallback(
    async ({ name, start, end, owner }: NewTaskValues) => {
      await create({ projectId, task_name: name, start_date: start, end_date: end, owner, progress: 0 });
    },
    [create, projectId],
  );
  const { onDatesChange, onProgressChange, onDeleteTask, save } = useScheduleActions(projectId, update, remove, BODIES);

  return (
    <div className="schedule">
      <AddTaskForm
        projectId={projectId}
        withOwner
        onAdd={add}
        describeError={(error) => serverMessageOr(error, 'Failed to add task')}
      />
      {tasks.isError ? <Alert message={serverMessageOr(tasks.error, 'Failed to fetch tasks')} variant="error" /> : null}
      {tasks.isPending ? (
        <p className="muted" role="status">
          Loading Gantt chart...
        </p>
      ) : tasks.isError ? null : (
        <ScheduleView
          tasks={scheduleTasks}
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
          onSave={(values) => save(editing.id, values)}
          onDelete={() => onDeleteTask(editing.id)}
          onClose={() => setEditingId(null)}
          describeError={(error) => serverMessageOr(error, 'Failed to update task')}
        />
      ) : null}
    </div>
  );
}
