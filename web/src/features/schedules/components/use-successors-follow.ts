/**
 * Successors follow (docs/requirements.md#successors-follow): a drag, or new dates saved in Edit Task, that
 * move a task with successors asks first ("3 tasks will move by 2 working days later: ..."), then moves the
 * task and every successor together (the server works the moves out again by the same rule) and offers
 * Undo, which says "Undone" in a toast (or why it failed). Cancel leaves everything where it was (Edit Task
 * stays open, unsaved). The preview also names a task whose length changes. A phase moves the tasks it
 * holds the same way.
 */
import { useCallback, useState } from 'react';
import type { WorkCalendar } from '#shared/schedule-links.ts';
import { rescheduleMoves, successorMoves, type TaskMove, undoMoves } from '#shared/schedule-shift.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { instantOf } from '../../../lib/date-fields.ts';
import type { RescheduleCall } from '../api/reschedule.ts';
import type { ScheduleTask } from '../utils/gantt-tasks.ts';
import { phaseMoves } from '../utils/phases.ts';
import { previewText } from '../utils/successors-preview.ts';

/** A date field's value (a stored UTC ISO, or a YYYY-MM-DD chosen) as the UTC ISO instant the server stores. */
const isoOf = (value: string) => new Date(instantOf(value)).toISOString();

/** How a follow ended: nothing follows (the caller writes the task alone), it moved them all, or not at all. */
type FollowOutcome = 'alone' | 'moved' | 'kept';

export function useSuccessorsFollow(
  tasks: readonly ScheduleTask[],
  moveOne: (id: string, start: string, end: string) => Promise<void>,
  reschedule: (call: RescheduleCall) => Promise<unknown>,
  /** The project's working-day calendar, the one the server counts in (docs/requirements.md#working-day-calendar). */
  calendar: WorkCalendar,
) {
  const [confirmDialog, confirm] = useConfirm();
  const [undo, setUndo] = useState<{ text: string; moves: TaskMove[] } | null>(null);
  const [undoing, setUndoing] = useState(false);
  const toast = useToast();

  /** The preview of the moves planned, then the reschedule and the Undo offer; 'alone' when nothing follows. */
  const follow = useCallback(
    async ({ shift, moves }: { shift: number; moves: TaskMove[] }): Promise<FollowOutcome> => {
      if (moves.length <= 1) return 'alone';
      if (
        !(await confirm({
          message: previewText(moves, shift, calendar),
          confirmLabel: 'Move them',
          destructive: false,
        }))
      )
        return 'kept';
      await reschedule({ moves });
      setUndo({
        text: `Moved ${moves.length} tasks by ${Math.abs(shift)} working ${Math.abs(shift) === 1 ? 'day' : 'days'}.`,
        moves,
      });
      return 'moved';
    },
    [reschedule, confirm, calendar],
  );

  const onDatesChange = useCallback(
    async (id: string, start: string, end: string): Promise<boolean | undefined> => {
      // A phase's bar moves the tasks it holds; any other bar, its successors.
      const phase = phaseMoves(tasks, id, { start, end }, calendar);
      if (phase && phase.moves.length === 0) return false;
      const outcome = await follow(phase ?? successorMoves(tasks, id, { start, end }, calendar));
      if (outcome === 'kept') return false;
      if (outcome === 'alone') {
        await moveOne(id, start, end);
        setUndo(null);
      }
      return true;
    },
    [tasks, moveOne, follow, calendar],
  );

  /**
   * Edit Task's save: when it changes the task's dates, what follows them moves first, with the same
   * preview and Undo as a drag (by the rule the server applies: a phase moves the tasks it holds), then the
   * edit is saved. False when the preview was cancelled: nothing is saved. When the rest of the edit is
   * refused after the move, the move is taken back before the refusal is told, so nothing is left half
   * saved (if taking it back fails too, the Undo offer stays).
   */
  const saveWithFollowers = useCallback(
    async (id: string, dates: { start: string; end: string }, save: () => Promise<void>): Promise<boolean> => {
      const task = tasks.find((t) => t.id === id);
      const to = { start: isoOf(dates.start), end: isoOf(dates.end) };
      const plan =
        task && (to.start !== task.start || to.end !== task.end) ? rescheduleMoves(tasks, id, to, calendar) : null;
      const outcome = plan ? await follow(plan) : 'alone';
      if (outcome === 'kept') return false;
      try {
        await save();
      } catch (error) {
        if (outcome === 'moved' && plan) {
          // The refusal is what the person is told; a failed take-back leaves the Undo offer.
          await reschedule({ moves: undoMoves(plan.moves), undo: true }).then(
            () => setUndo(null),
            () => undefined,
          );
        }
        throw error;
      }
      return true;
    },
    [tasks, follow, calendar, reschedule],
  );

  const runUndo = useCallback(async () => {
    if (!undo) return;
    setUndoing(true);
    try {
      await reschedule({ moves: undoMoves(undo.moves), undo: true });
      setUndo(null);
      toast('Undone', 'success');
    } catch (err) {
      toast(withReason('Undo failed', err), 'error');
    } finally {
      setUndoing(false);
    }
  }, [undo, reschedule, toast]);

  return { onDatesChange, saveWithFollowers, confirmDialog, undo, undoing, runUndo };
}
