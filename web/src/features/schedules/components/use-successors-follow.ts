/**
 * Successors follow (docs/requirements.md#successors-follow): a drag that moves a task's finish asks first
 * ("3 tasks will move by 2 working days later: ..."), then moves the task and every successor together,
 * and offers Undo, which says "Undone" in a toast (or why it failed). Cancel leaves everything where it was.
 * The preview also names a task whose length changes. A phase's bar moves the tasks it holds the same way.
 */
import { useCallback, useState } from 'react';
import { successorMoves, type TaskMove, undoMoves } from '#shared/schedule-shift.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import type { ScheduleTask } from '../utils/gantt-tasks.ts';
import { phaseMoves } from '../utils/phases.ts';
import { previewText } from '../utils/successors-preview.ts';

export function useSuccessorsFollow(
  tasks: readonly ScheduleTask[],
  moveOne: (id: string, start: string, end: string) => Promise<void>,
  reschedule: (moves: readonly TaskMove[]) => Promise<unknown>,
) {
  const [confirmDialog, confirm] = useConfirm();
  const [undo, setUndo] = useState<{ text: string; moves: TaskMove[] } | null>(null);
  const [undoing, setUndoing] = useState(false);
  const toast = useToast();

  const onDatesChange = useCallback(
    async (id: string, start: string, end: string): Promise<boolean | undefined> => {
      // A phase's bar moves the tasks it holds; any other bar, its successors.
      const phase = phaseMoves(tasks, id, { start, end });
      const { shift, moves } = phase ?? successorMoves(tasks, id, { start, end });
      if (phase && moves.length === 0) return false;
      if (moves.length <= 1) {
        await moveOne(id, start, end);
        setUndo(null);
        return true;
      }
      if (!(await confirm({ message: previewText(moves, shift), confirmLabel: 'Move them', destructive: false })))
        return false;
      await reschedule(moves);
      setUndo({
        text: `Moved ${moves.length} tasks by ${Math.abs(shift)} working ${Math.abs(shift) === 1 ? 'day' : 'days'}.`,
        moves,
      });
      return true;
    },
    [tasks, moveOne, reschedule, confirm],
  );

  const runUndo = useCallback(async () => {
    if (!undo) return;
    setUndoing(true);
    try {
      await reschedule(undoMoves(undo.moves));
      setUndo(null);
      toast('Undone', 'success');
    } catch (err) {
      toast(withReason('Undo failed', err), 'error');
    } finally {
      setUndoing(false);
    }
  }, [undo, reschedule, toast]);

  return { onDatesChange, confirmDialog, undo, undoing, runUndo };
}
