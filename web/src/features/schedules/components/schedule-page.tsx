import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TaskMove } from '#shared/schedule-shift.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorReason, serverMessageOr } from '../../../lib/api-client.ts';
import type { ScheduleTask } from '../utils/gantt-tasks.ts';
import { AddTaskForm, type NewTaskValues } from './add-task-form.tsx';
import { EditTaskDialog } from './edit-task-dialog.tsx';
import type { PrintHeading } from './print-sheet.tsx';
import { ScheduleView } from './schedule-view.tsx';
import { type ScheduleBodies, useScheduleActions } from './use-schedule-actions.ts';
import { useSuccessorsFollow } from './use-successors-follow.ts';
import '../../../components/ui/alert.css';
import './schedule-page.css';
import '../../../components/layouts/app-layout.css';

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
  /** Adds a task; resolves to its id. */
  add: (values: NewTaskValues) => Promise<string>;
  update: (args: { id: string; body: Body }) => Promise<unknown>;
  remove: (args: { id: string; projectId: string }) => Promise<unknown>;
  /** Moves a task and its successors together, all or none. */
  reschedule: (moves: readonly TaskMove[]) => Promise<unknown>;
  /** How this schedule's API spells a change; a module-level constant. */
  bodies: ScheduleBodies<Body>;
  messages: ScheduleMessages;
  /** The header of printed pages. */
  printHeading: PrintHeading;
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
  const follow = useSuccessorsFollow(scheduleTasks, onDatesChange, props.reschedule);

  return (
    <div className="schedule">
      {canEdit ? (
        <AddTaskForm
          projectId={projectId}
          withOwner={props.withOwner}
          tasks={scheduleTasks}
          onAdd={props.add}
          describeError={(error) => serverMessageOr(error, messages.addFailed)}
        />
      ) : (
        <p className="muted">You can view this schedule. Admin, office and project manager accounts change it.</p>
      )}
      {follow.undo ? (
        <div className="alert alert--info undo-bar" role="status" data-testid="undo-bar">
          <span>{follow.undo.text}</span>
          <Button variant="secondary" size="sm" busy={follow.undoing} onClick={() => void follow.runUndo()}>
            Undo
          </Button>
        </div>
      ) : null}
      {follow.confirmDialog}
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
          onDatesChange={follow.onDatesChange}
          onProgressChange={onProgressChange}
          onDeleteTask={onDeleteTask}
          describeError={reason}
          printHeading={props.printHeading}
        />
      )}
      {editing ? (
        <EditTaskDialog
          key={editing.id}
          task={editing}
          tasks={scheduleTasks}
          projectId={projectId}
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
