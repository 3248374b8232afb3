// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyLog } from '#shared/models/daily-logs.ts';
import { dailyLogBody } from '#shared/schemas/daily-logs.ts';
import { torontoDateKey } from '#shared/time.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { clearSession, signIn } from '../../../lib/session.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { logOutbox } from '../api/log-outbox.ts';
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
// IndexedDB's part of the outbox, as a Map (happy-dom has no IndexedDB).
const kept = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  entries: async () => [...kept.entries()],
  set: async (key: string, value: unknown) => void kept.set(key, structuredClone(value)),
  del: async (key: string) => void kept.delete(key),
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

  describe('the outbox', () => {
    const SAVED_AT = '2026-11-24T20:00:00.000Z';
    const online = (value: boolean) =>
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
    beforeEach(() => {
      signIn({ token: 't', role: 'site', email: 's@example.com', userId: 'U1', name: 'Sam', allowedProjects: ['P1'] });
      shown = empty('draft', { notes: 'Morning', updatedAt: SAVED_AT, updatedByName: 'Sam Site' });
    });
    afterEach(async () => {
      online(true);
      clearSession();
      for (const entry of logOutbox.snapshot()) await logOutbox.remove(entry.id);
    });

    it('offline, Save log keeps the log with the version it was written over and says it waits', async () => {
      online(false);
      renderPage('site');
      const form = screen.getByRole('form', { name: 'Daily log' });
      fireEvent.change(within(form).getByLabelText('General notes'), { target: { value: 'Written offline' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save log' }));
      await screen.findByText(
        'No connection: the log is kept on this phone and will be sent when the connection returns.',
      );
      expect(screen.getByRole('heading', { name: 'Waiting to send' })).toBeTruthy();
      expect(save).not.toHaveBeenCalled();
      expect(logOutbox.snapshot()).toMatchObject([
        { id: `U1:P1:${today}`, userId: 'U1', projectId: 'P1', date: today, basedOn: SAVED_AT },
      ]);
      expect(logOutbox.snapshot()[0]?.body.notes).toBe('Written offline');
    });

    it('online, a failing server keeps the log waiting to be sent again, not refused', async () => {
      save.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'));
      renderPage('site');
      const form = screen.getByRole('form', { name: 'Daily log' });
      fireEvent.change(within(form).getByLabelText('General notes'), { target: { value: 'Typed on site' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save log' }));
      await screen.findByRole('heading', { name: 'Waiting to send' });
      expect(screen.getByText('Failed to save the daily log')).toBeTruthy();
      expect(logOutbox.snapshot()).toMatchObject([{ basedOn: SAVED_AT, body: { notes: 'Typed on site' } }]);
      expect(logOutbox.snapshot()[0]?.refused).toBeUndefined();
    });

    it("online, a 409 keeps the typed log with the server's reason until the person discards it", async () => {
      const reason = 'This daily log was changed by someone else meanwhile. Reload it and try again.';
      save.mockRejectedValueOnce(new ApiError(409, reason, reason));
      renderPage('site');
      const form = screen.getByRole('form', { name: 'Daily log' });
      fireEvent.change(within(form).getByLabelText('General notes'), { target: { value: 'Typed on site' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save log' }));
      await screen.findByText(`Not sent: ${reason}`);
      expect(save.mock.calls[0]?.[0]).toMatchObject({
        date: today,
        input: { notes: 'Typed on site', basedOn: SAVED_AT },
      });
      expect(screen.getByText(`Failed to save the daily log: ${reason}`)).toBeTruthy();
      const kept = screen.getByRole('form', { name: 'Daily log' });
      expect((within(kept).getByLabelText('General notes') as HTMLTextAreaElement).value).toBe('Typed on site');
      expect(logOutbox.snapshot()[0]?.refused).toBe(reason);

      fireEvent.click(screen.getByRole('button', { name: 'Discard my changes' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(logOutbox.snapshot()).toEqual([]));
      const server = screen.getByRole('form', { name: 'Daily log' });
      await waitFor(() =>
        expect((within(server).getByLabelText('General notes') as HTMLTextAreaElement).value).toBe('Morning'),
      );
    });
  });

  it('a consultant reads a draft without a form', () => {
    shown = empty('draft', { crew: yesterday.crew });
    renderPage('consultant');
    expect(screen.queryByRole('form', { name: 'Daily log' })).toBeNull();
    expect(screen.getByText(/Northline Concrete · Formwork · 6 people · 48 h/)).toBeTruthy();
  });
});
