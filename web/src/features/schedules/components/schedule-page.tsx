import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, alertClass } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { errorReason, serverMessageOr } from '../../../lib/api-client.ts';
import { useBaseline } from '../api/baselines.ts';
import { baselineDays } from '../utils/baselines.ts';
import { NO_SCHEDULE_TASKS, type ServerTask } from '../utils/gantt-tasks.ts';
import { AddTaskForm, type NewTaskValues } from './add-task-form.tsx';
import { BaselineMenu } from './baseline-menu.tsx';
import { EditTaskDialog } from './edit-task-dialog.tsx';
import type { ScheduleCalls, ScheduleDefinition } from './schedule-definition.ts';
import { ScheduleView } from './schedule-view.tsx';
import { useChosenBaseline } from './use-chosen-baseline.ts';
import { useScheduleActions } from './use-schedule-actions.ts';
import { useSuccessorsFollow } from './use-successors-follow.ts';
import { useProjectWorkCalendar, WorkCalendarContext } from './work-calendar.ts';
import '../../../components/ui/alert.css';
import './schedule-page.css';
import '../../../components/layouts/app-layout.css';

export interface SchedulePageProps<Task extends ServerTask, Body, NewBody> {
  projectId: string;
  /** The header of printed pages. */
  projectName: string;
  /** Roles that may plan; the others see the schedule read-only. */
  canEdit: boolean;
  /** Admins and project managers save, rename and delete baselines; every reader chooses one to show. */
  canKeepBaselines?: boolean;
  schedule: ScheduleDefinition<Task, Body, NewBody>;
  calls: ScheduleCalls<Task, Body, NewBody>;
}

const reason = (error: unknown) => errorReason(error) ?? 'Please try again.';

/**
 * Both schedules: the add form, the chart (agenda on a phone), and Edit Task on a click, or at once for
 * the task a search result names (`?task=<id>`).
 */
export function SchedulePage<Task extends ServerTask, Body, NewBody>({
  projectId,
  projectName,
  canEdit,
  canKeepBaselines = false,
  schedule,
  calls,
}: SchedulePageProps<Task, Body, NewBody>) {
  const { tasks } = calls;
  const { messages } = schedule;
  const scheduleTasks = useMemo(
    () => tasks.data?.map(schedule.toScheduleTask) ?? NO_SCHEDULE_TASKS,
    [tasks.data, schedule],
  );
  // The first screenful (docs/requirements.md#the-first-screenful-first), drawn read-only while the whole
  // list loads: only when the schedule holds more (a short one waits for its list, as it always did).
  const preview = tasks.data === undefined && !tasks.isError && calls.first?.more ? calls.first.tasks : undefined;
  const { create } = calls;
  const add = useCallback(
    async (values: NewTaskValues) => (await create(schedule.newTask(projectId, values)))._id,
    [create, schedule, projectId],
  );
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
    calls.update,
    calls.remove,
    schedule.bodies,
  );
  const { calendar } = useProjectWorkCalendar(projectId);
  const follow = useSuccessorsFollow(scheduleTasks, onDatesChange, calls.reschedule, calendar);
  const [baselineId, setBaselineId] = useChosenBaseline();
  const chosen = useBaseline(projectId, schedule.name, baselineId);
  const baseline = useMemo(
    () => (baselineId && chosen.data ? baselineDays(chosen.data.dates) : undefined),
    [baselineId, chosen.data],
  );

  return (
    <WorkCalendarContext.Provider value={calendar}>
      <div className="schedule">
        {canEdit ? (
          <AddTaskForm
            projectId={projectId}
            withOwner={schedule.withOwner}
            tasks={scheduleTasks}
            onAdd={add}
            describeError={(error) => serverMessageOr(error, messages.addFailed)}
          />
        ) : (
          <p className="muted">You can view this schedule. Admin, office and project manager accounts change it.</p>
        )}
        {follow.undo ? (
          <div className={`${alertClass('info')} undo-bar`} role="status" data-testid="undo-bar">
            <span>{follow.undo.text}</span>
            <Button variant="secondary" size="sm" busy={follow.undoing} onClick={() => void follow.runUndo()}>
              Undo
            </Button>
          </div>
        ) : null}
        {follow.confirmDialog}
        <BaselineMenu
          projectId={projectId}
          schedule={schedule.name}
          canKeep={canKeepBaselines}
          chosen={baselineId}
          onChoose={setBaselineId}
        />
        {tasks.isError ? <Alert message={serverMessageOr(tasks.error, messages.loadFailed)} variant="error" /> : null}
        {tasks.isPending && !preview ? (
          <StatusText>Loading Gantt chart...</StatusText>
        ) : tasks.isError ? null : (
          <>
            {preview ? <StatusText>Loading the rest of the schedule...</StatusText> : null}
            <ScheduleView
              tasks={preview ?? scheduleTasks}
              baseline={baseline}
              readOnly={!canEdit || preview !== undefined}
              onOpenTask={setEditingId}
              onDatesChange={follow.onDatesChange}
              onProgressChange={onProgressChange}
              onDeleteTask={onDeleteTask}
              describeError={reason}
              printHeading={{ project: projectName, schedule: schedule.title }}
            />
          </>
        )}
        {editing ? (
          <EditTaskDialog
            key={editing.id}
            task={editing}
            tasks={scheduleTasks}
            projectId={projectId}
            readOnly={!canEdit}
            onSave={(values) => follow.saveWithFollowers(editing.id, values, () => save(editing.id, values))}
            onDelete={() => onDeleteTask(editing.id)}
            onClose={closeEditing}
            describeError={(error) => serverMessageOr(error, messages.updateFailed)}
          />
        ) : null}
      </div>
    </WorkCalendarContext.Provider>
  );
}
