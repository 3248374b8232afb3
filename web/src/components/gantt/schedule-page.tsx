import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorReason, serverMessageOr } from '../../lib/api-client.ts';
import { Alert } from '../ui/alert.tsx';
import { AddTaskForm, type NewTaskValues } from './add-task-form.tsx';
import { EditTaskDialog } from './edit-task-dialog.tsx';
import type { ScheduleTask } from './gantt-tasks.ts';
import { ScheduleView } from './schedule-gantt.tsx';
import { type ScheduleBodies, useScheduleActions } from './use-schedule-actions.ts';

/** The fallback words of one schedule (each schedule has its own, docs/requirements.md "Schedules"). */
export interface ScheduleMessages {
  addFailed: string;
  loadFailed: string;
  updateFailed: string;
}

export interface SchedulePageProps<Body> {
  projectId: string;
  /** Roles that may plan; the others see the schedule read-only. */
  canEdit: boolean;
  /** The marketing schedule's add form has an optional Owner. */
  withOwner?: boolean;
  tasks: { isPending: boolean; isError: boolean; error: unknown };
  scheduleTasks: readonly ScheduleTask[];
  add: (values: NewTaskValues) => Promise<void>;
  update: (args: { id: string; body: Body }) => Promise<unknown>;
  remove: (args: { id: string; projectId: string }) => Promise<unknown>;
  /** How this schedule's API spells a change; a module-level constant. */
  bodies: ScheduleBodies<Body>;
  messages: ScheduleMessages;
}

const reason = (error: unknown) => errorReason(error) ?? 'Please try again.';

/**
 * Both schedules: the add form, the chart (agenda on a phone), and Edit Task on a click, or at once for
 * the task a search result names (`?task=<id>`).
 */
export function SchedulePage<Body>(props: SchedulePageProps<Body>) {
  const { projectId, canEdit, tasks, scheduleTasks, messages } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('task');
  const [editingId, setEditingId] = useState<string | null>(requested);
  useEffect(() => {
    if (requested) setEditingId(requested);
  }, [requested]);
  const closeEditing = () => {
    setEditingId(null);
    if (requested) {
      const next = new URLSearchParams(searchParams);
      next.delete('task');
      setSearchParams(next, { replace: true });
    }
  };
  const editing = editingId ? scheduleTasks.find((t) => t.id === editingId) : undefined;
  const { onDatesChange, onProgressChange, onDeleteTask, save } = useScheduleActions(
    projectId,
    props.update,
    props.remove,
    props.bodies,
  );

  return (
    <div className="schedule">
      {canEdit ? (
        <AddTaskForm
          projectId={projectId}
          withOwner={props.withOwner}
          onAdd={props.add}
          describeError={(error) => serverMessageOr(error, messages.addFailed)}
        />
      ) : (
        <p className="muted">You can view this schedule. Admin, office and project manager accounts change it.</p>
      )}
      {tasks.isError ? <Alert message={serverMessageOr(tasks.error, messages.loadFailed)} variant="error" /> : null}
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
          onClose={closeEditing}
          describeError={(error) => serverMessageOr(error, messages.updateFailed)}
        />
      ) : null}
    </div>
  );
}
