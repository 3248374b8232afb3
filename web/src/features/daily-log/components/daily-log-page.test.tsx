// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyLog } from '#shared/models/daily-logs.ts';
import { dailyLogBody } from '#shared/schemas/daily-logs.ts';
import { torontoDateKey } from '#shared/time.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { DailyLogPage } from './daily-log-page.tsx';

const today = torontoDateKey(new Date());
const empty = (status: DailyLog['status'], patch: Partial<DailyLog> = {}): DailyLog => ({
  ...dailyLogBody.parse({}),
  projectId: 'P1',
  date: today,
  status,
  reports: [],
  photos: [],
  history: [],
  ...patch,
});

let shown: DailyLog;
const yesterday = dailyLogBody.parse({
  crew: [{ company: 'Northline Concrete', trade: 'Formwork', headcount: 6, hours: 48 }],
  equipment: [{ name: 'Telehandler', quantity: 1 }],
});
const save = vi.fn();
const signOff = vi.fn();
const reopen = vi.fn();
const api = vi.fn();
const startExport = vi.fn();
let job: { status: string; progress: number; url?: string } | undefined;

vi.mock('../../../lib/api-client.ts', async (actual) => ({
  ...(await actual<typeof import('../../../lib/api-client.ts')>()),
  api: (...args: unknown[]) => api(...args),
}));
vi.mock('../api/daily-logs.ts', () => ({
  logKeys: { day: (p: string, d: string) => ['daily-logs', p, 'day', d] },
  useLogDays: () => ({ isPending: false, isError: false, data: { days: [{ date: today, status: shown.status }] } }),
  useDailyLog: () => ({ isPending: false, isError: false, data: shown }),
  useSaveDailyLog: () => ({ mutateAsync: save, isPending: false }),
  useSignOffDailyLog: () => ({ mutateAsync: signOff, isPending: false }),
  useReopenDailyLog: () => ({ mutateAsync: reopen, isPending: false }),
  useStartExport: () => ({ mutateAsync: startExport, isPending: false }),
  useJob: (jobId: string | null) => ({ isError: false, data: jobId ? job : undefined }),
}));

const page = (role: 'site' | 'pm' | 'consultant') => (
  <ToastProvider>
    <DailyLogPage projectId="P1" role={role} date={undefined} onDateChange={() => undefined} />
  </ToastProvider>
);
const renderPage = (role: 'site' | 'pm' | 'consultant') => renderWithQuery(page(role));

beforeEach(() => {
  api.mockResolvedValue({ ...empty('draft'), ...yesterday });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('DailyLogPage', () => {
  it("a site user adds a crew row, is told at the field what is wrong, copies yesterday's crew and saves", async () => {
    shown = empty('none');
    renderPage('site');
    const form = screen.getByRole('form', { name: 'Daily log' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add crew' }));
    fireEvent.change(within(form).getByLabelText('Company (row 1)'), { target: { value: 'Bayview Electric' } });
    fireEvent.change(within(form).getByLabelText('Headcount (row 1)'), { target: { value: '-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save log' }));
    const headcount = within(form).getByLabelText('Headcount (row 1)');
    await waitFor(() => expect(headcount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Headcount must be a whole number from 0 to 9999')).toBeTruthy();
    expect(within(form).getByText('Trade is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByRole('button', { name: "Copy yesterday's crew and equipment" }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Company (row 1)') as HTMLInputElement).value).toBe('Northline Concrete'),
    );
    expect(api.mock.calls[0]?.[1]).toMatchObject({ params: { projectId: 'P1' } });
    fireEvent.change(within(form).getByLabelText('General notes'), { target: { value: 'Footings poured' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save log' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      date: today,
      input: { crew: yesterday.crew, equipment: [{ name: 'Telehandler', quantity: 1 }], notes: 'Footings poured' },
    });
    // A site user neither signs off nor reopens.
    expect(screen.queryByRole('button', { name: 'Sign off' })).toBeNull();
  });

  it('a pm signs a draft off after confirming', async () => {
    shown = empty('draft', { notes: 'Pour done', updatedAt: '2026-11-24T20:00:00.000Z', updatedByName: 'Sam Site' });
    renderPage('pm');
    fireEvent.click(screen.getByRole('button', { name: 'Sign off' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/It becomes read-only/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign off' }));
    await waitFor(() => expect(signOff).toHaveBeenCalledWith({ date: today, input: undefined }));
  });

  it('a signed log reads only; reopening asks for a reason', async () => {
    shown = empty('signed', {
      notes: 'Pour done',
      signedByName: 'Priya PM',
      signedAt: '2026-11-24T22:00:00.000Z',
      history: [{ action: 'signed', by: 'U2', byName: 'Priya PM', at: '2026-11-24T22:00:00.000Z' }],
    });
    renderPage('pm');
    expect(screen.queryByRole('form', { name: 'Daily log' })).toBeNull();
    expect(screen.getByText('Pour done')).toBeTruthy();
    expect(screen.getByText(/Signed off by Priya PM/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the daily log' });
    fireEvent.click(within(dialog.closest('dialog') as HTMLElement).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(within(dialog).getByText('Reason is required')).toBeTruthy());
    expect(reopen).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Hours wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(reopen).toHaveBeenCalledWith({ date: today, input: 'Hours wrong' }));
  });

  it('exports a range as a PDF: its progress, then its link; a range over 92 days is refused at the field', async () => {
    shown = empty('draft');
    startExport.mockResolvedValue({ jobId: 'J1' });
    job = { status: 'running', progress: 40 };
    const view = renderPage('consultant');
    const form = screen.getByRole('form', { name: 'Export PDF' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(within(form).getByText('A range can cover at most 92 days')).toBeTruthy());
    expect(startExport).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-06-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(screen.getByText('Making the PDF... 40%')).toBeTruthy());
    expect(startExport).toHaveBeenCalledWith({ from: '2026-06-01', to: '2026-06-30' });
    job = { status: 'done', progress: 100, url: 'https://files.example/J1.pdf' };
    view.rerender(<QueryClientProvider client={view.client}>{page('consultant')}</QueryClientProvider>);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      'https://files.example/J1.pdf',
    );
  });

  it('a consultant reads a draft without a form', () => {
    shown = empty('draft', { crew: yesterday.crew });
    renderPage('consultant');
    expect(screen.queryByRole('form', { name: 'Daily log' })).toBeNull();
    expect(screen.getByText(/Northline Concrete · Formwork · 6 people · 48 h/)).toBeTruthy();
  });
});
