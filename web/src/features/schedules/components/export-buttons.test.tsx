// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api-client.ts';
import { ExportButtons } from './export-buttons.tsx';
import { useChosenBaseline } from './use-chosen-baseline.ts';

vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const BASELINE = '01KB0000000000000000000002';

/** What the Baselines menu does when a baseline is chosen to show on the chart. */
function ShowOnChart() {
  const [chosen, choose] = useChosenBaseline();
  return (
    <>
      <button type="button" onClick={() => choose(BASELINE)}>
        Show Tender
      </button>
      <button type="button" onClick={() => choose(null)}>
        No baseline
      </button>
      <output data-testid="chosen">{chosen ?? ''}</output>
    </>
  );
}

const file = vi.spyOn(api, 'file');

beforeEach(() => {
  file.mockResolvedValue({ blob: new Blob(['x']), fileName: 'schedule.xml' });
});
afterEach(() => {
  cleanup();
  file.mockReset();
});

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>
        <ShowOnChart />
        <ExportButtons projectId="P1" schedule="construction" />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const exportAs = async (label: string) => {
  const calls = file.mock.calls.length;
  fireEvent.click(screen.getByRole('button', { name: label }));
  await waitFor(() => expect(file.mock.calls.length).toBe(calls + 1));
  return file.mock.calls.at(-1);
};

describe('ExportButtons and the baseline chosen on the chart', () => {
  it('MS Project gets Baseline 0 from the chosen baseline; with none chosen the server takes the latest', async () => {
    renderAt('/construction_page/P1');
    expect(await exportAs('Export to MS Project')).toEqual([
      'exportSchedule',
      { params: { projectId: 'P1', schedule: 'construction' }, query: { format: 'mspdi' } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show Tender' }));
    expect(screen.getByTestId('chosen').textContent).toBe(BASELINE);
    expect(await exportAs('Export to MS Project')).toEqual([
      'exportSchedule',
      { params: { projectId: 'P1', schedule: 'construction' }, query: { format: 'mspdi', baseline: BASELINE } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'No baseline' }));
    expect(await exportAs('Export to MS Project')).toEqual([
      'exportSchedule',
      { params: { projectId: 'P1', schedule: 'construction' }, query: { format: 'mspdi' } },
    ]);
  });

  it('a baseline chosen in the address (?baseline=) is the one exported; the CSV, which has no baseline column, sends none', async () => {
    renderAt(`/construction_page/P1?baseline=${BASELINE}`);
    expect(await exportAs('Export to MS Project')).toEqual([
      'exportSchedule',
      { params: { projectId: 'P1', schedule: 'construction' }, query: { format: 'mspdi', baseline: BASELINE } },
    ]);
    expect(await exportAs('Export CSV')).toEqual([
      'exportSchedule',
      { params: { projectId: 'P1', schedule: 'construction' }, query: { format: 'csv' } },
    ]);
  });
});
