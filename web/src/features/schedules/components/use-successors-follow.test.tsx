// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONDAY_TO_FRIDAY } from '#shared/schedule-links.ts';
import type { TaskMove } from '#shared/schedule-shift.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import type { ScheduleTask } from '../utils/gantt-tasks.ts';
import { useSuccessorsFollow } from './use-successors-follow.ts';

afterEach(cleanup);

// Dig (Mon 2 to Fri 6 March 2026), then Pour (Mon 9 to Fri 13), finish-to-start.
const TASKS: ScheduleTask[] = [
  {
    id: 'T1',
    name: 'Dig',
    start: '2026-03-02T00:00:00.000Z',
    end: '2026-03-06T00:00:00.000Z',
    progress: 0,
    type: 'task',
    dependencies: [],
  },
  {
    id: 'T2',
    name: 'Pour',
    start: '2026-03-09T00:00:00.000Z',
    end: '2026-03-13T00:00:00.000Z',
    progress: 0,
    type: 'task',
    dependencies: ['T1'],
  },
];

function Harness({
  reschedule,
  save,
  onDone,
}: {
  reschedule: (call: unknown) => Promise<unknown>;
  save: () => Promise<void>;
  onDone: (outcome: string) => void;
}) {
  const follow = useSuccessorsFollow(TASKS, async () => {}, reschedule, MONDAY_TO_FRIDAY);
  const run = () =>
    follow.saveWithFollowers('T1', { start: '2026-03-03', end: '2026-03-09' }, save).then(
      (saved) => onDone(saved ? 'saved' : 'kept'),
      (error: Error) => onDone(`failed: ${error.message}`),
    );
  return (
    <>
      <button type="button" onClick={run}>
        Save
      </button>
      {follow.confirmDialog}
      {follow.undo ? <p>{follow.undo.text}</p> : null}
    </>
  );
}

describe('Edit Task with successors that follow', () => {
  it('E1: when the rest of the edit is refused after the successors moved, the move is undone and nothing is left half-saved', async () => {
    const reschedule = vi.fn(async (_call: unknown) => ({}));
    const save = vi.fn(async () => {
      throw new Error('Task name is too long');
    });
    const onDone = vi.fn();
    render(
      <ToastProvider>
        <Harness reschedule={reschedule} save={save} onDone={onDone} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move them' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());

    expect(onDone).toHaveBeenCalledWith('failed: Task name is too long');
    expect(reschedule).toHaveBeenCalledTimes(2);
    const [moved, undone] = reschedule.mock.calls.map((c) => c[0] as { moves: TaskMove[]; undo?: boolean });
    expect(undone?.undo).toBe(true);
    // every task moved is put back where it was
    expect(undone?.moves.map((m) => [m.id, m.to.start])).toEqual(
      moved?.moves.map((m) => [m.id, TASKS.find((t) => t.id === m.id)?.start]),
    );
    // no Undo offer for a move that was already taken back
    expect(screen.queryByText(/^Moved \d+ tasks/)).toBeNull();
  });

  it('a save that goes through after the move keeps the move and offers Undo', async () => {
    const reschedule = vi.fn(async (_call: unknown) => ({}));
    const onDone = vi.fn();
    render(
      <ToastProvider>
        <Harness reschedule={reschedule} save={async () => {}} onDone={onDone} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move them' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('saved'));
    expect(reschedule).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Moved 2 tasks by \d+ working days?\./)).toBeTruthy();
  });
});
