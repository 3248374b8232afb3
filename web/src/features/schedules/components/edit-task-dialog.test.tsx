// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleTask } from '../utils/gantt-tasks.ts';
import type { EditTaskValues } from '../utils/task-form-values.ts';
import { EditTaskDialog } from './edit-task-dialog.tsx';

afterEach(cleanup);

const task: ScheduleTask = {
  id: 'T1',
  name: 'Pour slab',
  start: '2026-05-01T04:00:00.000Z',
  end: '2026-05-05T04:00:00.000Z',
  progress: 40,
  type: 'task',
  dependencies: [],
  owner: 'Sam',
};

function open(onSave = vi.fn(async (_values: EditTaskValues) => true), shown = task, tasks = [task]) {
  render(
    <EditTaskDialog
      task={shown}
      tasks={tasks}
      projectId="P1"
      onSave={onSave}
      onDelete={vi.fn(async () => {})}
      onClose={vi.fn()}
      describeError={() => 'Failed to update task'}
    />,
  );
  return onSave;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.submit(screen.getByLabelText('Name').closest('form') as HTMLFormElement);
/** What a screen reader reads after the field's name: its hint and its error. */
const messageOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('EditTaskDialog', () => {
  it('puts each message at its field, marks it invalid and focuses the first', async () => {
    const onSave = open();
    type('Name', '   ');
    type('Progress', '120');
    save();

    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf('Name')).toBe('Task Name is required');
    expect(screen.getByLabelText('Progress').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf('Progress')).toBe('0 to 100 Progress must be a whole number from 0 to 100');
    expect(screen.getByLabelText('Start Date').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an End Date before the Start Date at the End Date', async () => {
    const onSave = open();
    type('End Date', '2026-04-30');
    save();

    await waitFor(() => expect(screen.getByLabelText('End Date').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf('End Date')).toBe('End Date cannot be before Start Date');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends what the server takes: trimmed text, a number, the stored start kept and the new end as a day', async () => {
    const onSave = open();
    type('Name', '  Pour slab, east  ');
    type('Progress', '55');
    type('End Date', '2026-05-09');
    save();

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [sent] = onSave.mock.calls[0] ?? [];
    expect(sent).toMatchObject({ name: 'Pour slab, east', progress: 55, start: task.start, end: '2026-05-09' });
    expect(sent?.owner).toBe('Sam');
  });

  it('issue 24: shows the task’s description (its imported notes) and sends it edited, trimmed; blank clears it', async () => {
    const onSave = open(undefined, { ...task, description: 'City of Toronto building permit, file 27-104' });
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'City of Toronto building permit, file 27-104',
    );
    type('Description', '  Permit issued 2027-02-01\nfile 27-104  ');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]?.description).toBe('Permit issued 2027-02-01\nfile 27-104');
    type('Description', '   ');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]?.[0]?.description).toBe('');
  });

  it('issue 24: a save that answers false (the preview of what follows was cancelled) keeps the dialog open', async () => {
    const onSave = vi.fn(async (_values: EditTaskValues) => false);
    const onClose = vi.fn();
    render(
      <EditTaskDialog
        task={task}
        tasks={[task]}
        projectId="P1"
        onSave={onSave}
        onDelete={vi.fn(async () => {})}
        onClose={onClose}
        describeError={() => 'Failed to update task'}
      />,
    );
    type('End Date', '2026-05-09');
    save();

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).not.toBe('true'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('End Date') as HTMLInputElement).value).toBe('2026-05-09');
  });

  it("issue 24: edits each dependency's type and lag, chooses the phase, and refuses a lag out of bounds", async () => {
    const phase: ScheduleTask = { ...task, id: 'P1', name: 'Structure', type: 'project' };
    const before: ScheduleTask = { ...task, id: 'T0', name: 'Columns' };
    const linked: ScheduleTask = { ...task, dependencies: ['T0'], links: [{ id: 'T0', type: 'SS', lag: 2 }] };
    const onSave = open(undefined, linked, [linked, before, phase]);
    expect((screen.getByLabelText('Link type to Columns') as HTMLSelectElement).value).toBe('SS');
    expect((screen.getByLabelText('Lag after Columns (working days)') as HTMLInputElement).value).toBe('2');
    type('Lag after Columns (working days)', '1000');
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('A lag must be a whole number'));
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Link type to Columns'), { target: { value: 'FF' } });
    type('Lag after Columns (working days)', '-1');
    fireEvent.change(screen.getByLabelText(/^Phase/), { target: { value: 'P1' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      dependencies: ['T0'],
      links: [{ id: 'T0', type: 'FF', lag: -1 }],
      parentId: 'P1',
    });
  });
});
