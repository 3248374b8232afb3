/**
 * What a drag, a progress handle, a click or a Delete on the chart changes: each is saved through the
 * schedule's handlers; a refused save puts the bar back and says why.
 */
import type { Task as GanttTask } from 'gantt-task-react';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { RESTORE_NOTE } from '../../../lib/recycle-bin.ts';
import { fromTorontoWall } from '../../../lib/toronto-wall.ts';
import { type ChartTask, draggedDays } from '../utils/gantt-tasks.ts';
import { phaseDeleteNote } from '../utils/phases.ts';
import type { BarPress } from './use-chart-input.ts';

/** What deleting a phase does to the tasks it holds (docs/requirements.md#phases), or '' for a task. */
function heldNote(id: string, tasks: readonly ChartTask[]): string {
  const phase = tasks.find((t) => t.id === id);
  if (!phase?.holds) return '';
  return phaseDeleteNote(phase.holds, phase.project ? tasks.find((t) => t.id === phase.project)?.name : undefined);
}

/** A press that moves less than this is a click, not a drag. */
const CLICK_SLOP_PX = 3;

export interface ChartChangeHandlers {
  onOpenTask: (taskId: string) => void;
  /** Saves new dates (UTC ISO); throws with the reason when the server refuses. */
  /** Resolves false when the person called the change off (the bar goes back). */
  onDatesChange: (taskId: string, start: string, end: string) => Promise<boolean | undefined>;
  onProgressChange: (taskId: string, progress: number) => Promise<void>;
  /** Deletes after the user confirmed; throws with the reason on failure. */
  onDeleteTask: (taskId: string) => Promise<void>;
  /** Turns a failure into the words to show. */
  describeError: (error: unknown) => string;
}

export function useChartChanges(
  handlers: ChartChangeHandlers,
  ganttTasksRef: RefObject<readonly ChartTask[]>,
  press: RefObject<BarPress>,
) {
  const [message, setMessage] = useState<string | null>(null);
  // Handlers read the latest props through a ref, so their identities never change and the chart is not redrawn.
  const latest = useRef(handlers);
  latest.current = handlers;
  /** A drag ends with a click on the bar it moved: that click must not open the dialog. */
  const lastChange = useRef({ id: '', at: 0 });

  const onClick = useCallback((task: GanttTask) => {
    const { id, at } = lastChange.current;
    if (id === task.id && Date.now() - at < 400) return;
    latest.current.onOpenTask(task.id);
  }, []);

  const onDateChange = useCallback(
    async (task: GanttTask) => {
      const { downX, upX } = press.current;
      // A press that barely moves is a click (on an end handle it would reach the chart as a resize).
      if (Math.abs(upX - downX) < CLICK_SLOP_PX) return false;
      const days = draggedDays(
        task,
        ganttTasksRef.current.find((t) => t.id === task.id),
      );
      if (!days) return false;
      lastChange.current = { id: task.id, at: Date.now() };
      setMessage(null);
      try {
        const saved = await latest.current.onDatesChange(
          task.id,
          fromTorontoWall(days.start).toISOString(),
          fromTorontoWall(days.lastDay).toISOString(),
        );
        return saved !== false;
      } catch (error) {
        setMessage(`The new dates of "${task.name}" were not saved: ${latest.current.describeError(error)}`);
        return false;
      }
    },
    [press, ganttTasksRef],
  );

  const onProgress = useCallback(async (task: GanttTask) => {
    lastChange.current = { id: task.id, at: Date.now() };
    setMessage(null);
    try {
      await latest.current.onProgressChange(task.id, Math.max(0, Math.min(100, Math.round(task.progress))));
      return true;
    } catch (error) {
      setMessage(`The progress of "${task.name}" was not saved: ${latest.current.describeError(error)}`);
      return false;
    }
  }, []);

  const [confirmDialog, confirm] = useConfirm();
  const onDelete = useCallback(
    async (task: GanttTask) => {
      const note = heldNote(task.id, ganttTasksRef.current);
      if (
        !(await confirm({
          message: `Delete the task "${task.name}"?`,
          note: note ? `${note} ${RESTORE_NOTE}` : RESTORE_NOTE,
          ...DELETE_ACTION,
        }))
      )
        return false;
      setMessage(null);
      try {
        await latest.current.onDeleteTask(task.id);
        return true;
      } catch (error) {
        setMessage(`"${task.name}" was not deleted: ${latest.current.describeError(error)}`);
        return false;
      }
    },
    [confirm, ganttTasksRef],
  );

  return { message, confirmDialog, onClick, onDateChange, onProgress, onDelete };
}
