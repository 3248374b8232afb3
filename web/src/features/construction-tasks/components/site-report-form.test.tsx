// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConstructionTask } from '#shared/task-models.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { ReportFields } from './site-report-form.tsx';

afterEach(cleanup);

const none = { state: 'none', count: 0, todayCount: 0 } as const;
const task: ConstructionTask = {
  _id: 'T1',
  projectId: 'P1',
  task_name: 'Roof trusses',
  schedule_start: '2026-05-01T04:00:00.000Z',
  schedule_finish: '2026-05-05T04:00:00.000Z',
  type: 'task',
  progress: 35,
  dependencies: [],
  status: 'working',
  createdAt: '2026-04-01T12:00:00.000Z',
  updatedAt: '2026-04-01T12:00:00.000Z',
  notes_summary: none,
  images_summary: none,
};

function open(reported: ConstructionTask | undefined) {
  renderWithQuery(
    <ToastProvider>
      <ReportFields projectId="P1" userId="U1" task={reported} />
    </ToastProvider>,
  );
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Site report' }));

describe('site report form', () => {
  // (A select's starting value is not checked here: happy-dom does not apply it; the browser tests do.)
  it("starts from the task's progress, without an Inspection Date while the inspection is not Scheduled", () => {
    open(task);
    expect((screen.getByLabelText('Progress %') as HTMLInputElement).value).toBe('35');
    expect(screen.queryByLabelText('Inspection Date')).toBeNull();
  });

  it('puts the progress message at Progress %, marks it, focuses it, and clears it once corrected', async () => {
    open(task);
    const progress = screen.getByLabelText('Progress %');
    fireEvent.input(progress, { target: { value: '120' } });
    submit();

    await waitFor(() => expect(progress.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(progress.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Progress must be a whole number from 0 to 100',
    );
    expect(document.activeElement).toBe(progress);
    expect(screen.getByLabelText('Status').getAttribute('aria-invalid')).toBeNull();

    fireEvent.input(progress, { target: { value: '15' } });
    await waitFor(() => expect(progress.getAttribute('aria-invalid')).toBeNull());
    fireEvent.input(progress, { target: { value: '101' } });
    await waitFor(() => expect(progress.getAttribute('aria-invalid')).toBe('true'));
  });

  it("says 'Please select a task.' at the form while no task is chosen", async () => {
    open(undefined);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a task.');
  });

  it('asks for the Inspection Date only when the inspection is Scheduled', async () => {
    open(task);
    fireEvent.change(screen.getByLabelText('Inspection Status'), { target: { value: 'Scheduled' } });
    await screen.findByLabelText('Inspection Date');
  });
});
