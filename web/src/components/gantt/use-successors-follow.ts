/**
 * Successors follow (docs/requirements.md#successors-follow): a drag that moves a task's finish asks first
 * ("3 tasks will move by 2 working days later: ..."), then moves the task and every successor together,
 * and offers Undo. Cancel leaves everything where it was.
 */
import { useCallback, useState } from 'react';
import { successorMoves, type TaskMove, undoMoves } from '#shared/schedule-shift.ts';
import { withReason } from '../../lib/api-client.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import type { ScheduleTask } from './gantt-tasks.ts';

const LISTED = 8;

export function previewText(moves: readonly TaskMove[], shift: number): string {
  const others = moves.slice(1);
  const days = `${Math.abs(shift)} working ${Math.abs(shift) === 1 ? 'day' : 'days'} ${shift > 0 ? 'later' : 'earlier'}`;
  const names = others.slice(0, LISTED).map((m) => m.name);
  const more = others.length > LISTED ? ` and ${others.length - LISTED} more` : '';
  return `${others.length} ${others.length === 1 ? 'task' : 'tasks'} will move by ${days}: ${names.join(', ')}${more}.`;
}

export function useSuccessorsFollow(
  tasks: readonly ScheduleTask[],
  moveOne: (id: string, start: string, end: string) => Promise<void>,
  reschedule: (moves: readonly TaskMove[]) => Promise<unknown>,
) {
  const [confirmDialog, confirm] = useConfirm();
  const [undo, setUndo] = useState<{ text: string; moves: TaskMove[] } | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDatesChange = useCallback(
    async (id: string, start: string, end: string): Promise<boolean | undefined> => {
      setError(null);
      const { shift, moves } = successorMoves(tasks, id, { start, end });
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
    } catch (err) {
      setError(withReason('Undo failed', err));
    } finally {
      setUndoing(false);
    }
  }, [undo, reschedule]);

  return { onDatesChange, confirmDialog, undo, undoing, runUndo, error };
}
