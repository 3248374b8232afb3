// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddTaskForm } from './add-task-form.tsx';

afterEach(cleanup);

const describeError = (error: unknown) => (error instanceof Error ? error.message : 'Failed to create task');
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Add task' }));
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');
const messageOf = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('AddTaskForm', () => {
  it("says 'Please fill in all fields.' once at the form and marks each empty field", async () => {
    const onAdd = vi.fn();
    render(<AddTaskForm projectId="P1" tasks={[]} onAdd={onAdd} describeError={describeError} />);
    type('Task Name', 'Footings');
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields.');
    await waitFor(() => expect(invalid('Start Date')).toBe('true'));
    expect(invalid('End Date')).toBe('true');
    expect(invalid('Task Name')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Start Date'));
    expect(screen.getAllByText('Please fill in all fields.')).toHaveLength(1);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('gives an end before the start its own message at End Date', async () => {
    const onAdd = vi.fn();
    render(<AddTaskForm projectId="P1" tasks={[]} onAdd={onAdd} describeError={describeError} />);
    type('Task Name', 'Footings');
    type('Start Date', '2026-05-03');
    type('End Date', '2026-05-01');
    submit();

    await waitFor(() => expect(invalid('End Date')).toBe('true'));
    expect(messageOf('End Date')).toBe('End Date cannot be before Start Date');
    expect(invalid('Start Date')).toBeNull();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says no project is selected at the form, and sends trimmed values once one is', async () => {
    const onAdd = vi.fn(async () => 'T1');
    const { rerender } = render(
      <AddTaskForm projectId={null} withOwner tasks={[]} onAdd={onAdd} describeError={describeError} />,
    );
    type('Task Name', ' Footings ');
    type('Start Date', '2026-05-01');
    type('End Date', '2026-05-03');
    type('Owner', ' ');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('No project selected. Please select a project first.');
    expect(onAdd).not.toHaveBeenCalled();

    rerender(<AddTaskForm projectId="P1" withOwner tasks={[]} onAdd={onAdd} describeError={describeError} />);
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('Task "Footings" added successfully');
    expect(onAdd).toHaveBeenCalledWith({ name: 'Footings', start: '2026-05-01', end: '2026-05-03' });
    expect((screen.getByLabelText('Task Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's reason at the form when the add fails", async () => {
    const onAdd = vi.fn(async () => {
      throw new Error('Failed to create task: Project not found');
    });
    render(<AddTaskForm projectId="P1" tasks={[]} onAdd={onAdd} describeError={describeError} />);
    type('Task Name', 'Footings');
    type('Start Date', '2026-05-01');
    type('End Date', '2026-05-01');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create task: Project not found');
    expect((screen.getByLabelText('Task Name') as HTMLInputElement).value).toBe('Footings');
  });
});
