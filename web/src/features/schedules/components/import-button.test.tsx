// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleImportAnswer } from '#shared/models/schedule-import.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { importScheduleFile, uploadImportFile } from '../api/import-schedule.ts';
import { ImportButton } from './import-button.tsx';

vi.mock('../api/import-schedule.ts', () => ({
  importScheduleFile: vi.fn(),
  getImportStatus: vi.fn(),
  uploadImportFile: vi.fn(),
  needsUpload: (file: File) => file.size > 4 * 1024 * 1024,
}));
const sendFile = vi.mocked(importScheduleFile);
const upload = vi.mocked(uploadImportFile);

const clean: ScheduleImportAnswer = {
  status: 'preview',
  tasks: 13,
  phases: 3,
  links: 9,
  milestones: 2,
  daysOff: 0,
  warnings: ['Resources, assignments and timephased data were not imported'],
  errors: [],
};

let onImported = vi.fn();

beforeEach(() => {
  sendFile.mockReset();
  upload.mockReset();
  onImported = vi.fn();
  render(
    <ToastProvider>
      <ImportButton projectId="P1" schedule="construction" onImported={onImported} />
    </ToastProvider>,
  );
});
afterEach(cleanup);

const choose = (name = 'fit-out.xml') =>
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [new File(['<Project/>'], name)] } });
const dialog = () => screen.getByRole('dialog');

describe('ImportButton', () => {
  it('previews the chosen file (counts and warnings), imports it on Import, then reloads the schedule', async () => {
    sendFile.mockResolvedValueOnce(clean).mockResolvedValueOnce({ ...clean, status: 'written' });
    choose();
    expect(await screen.findByTestId('import-counts')).toHaveProperty(
      'textContent',
      '13 tasks, 3 phases, 2 milestones, 9 links',
    );
    expect(within(dialog()).getByText('Resources, assignments and timephased data were not imported')).toBeTruthy();
    expect(sendFile).toHaveBeenLastCalledWith('P1', 'construction', expect.any(File), { preview: true });

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(sendFile).toHaveBeenLastCalledWith('P1', 'construction', expect.any(File), {
      preview: false,
      replace: false,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findByText('Imported 13 tasks successfully')).textContent).toBeTruthy();
  });

  it('lists every problem by row and field, and offers no Import', async () => {
    sendFile.mockResolvedValueOnce({
      refused: 'The file has problems: nothing was imported',
      answer: {
        ...clean,
        errors: [
          { row: 2, field: 'predecessors', message: 'Predecessor 9 is not a task in the file' },
          { row: 5, field: 'start', message: 'Start 2301-01-01 is outside 1900–2200' },
        ],
      },
    });
    choose('bad.csv');
    const problems = await screen.findByRole('region', { name: 'Problems' });
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2', 'predecessors', 'Predecessor 9 is not a task in the file'],
      ['5', 'start', 'Start 2301-01-01 is outside 1900–2200'],
    ]);
    expect(within(dialog()).getByText('The file has problems: nothing was imported')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(sendFile).toHaveBeenCalledTimes(1);
  });

  it('on a second import of the same file offers "Replace the previous import" or Cancel', async () => {
    const message = 'This file was imported into this schedule on 2026-11-27 by Ana Ruiz.';
    sendFile
      .mockResolvedValueOnce(clean)
      .mockRejectedValueOnce(new ApiError(409, message, message))
      .mockResolvedValueOnce({ ...clean, status: 'written' });
    choose();
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Import' }));
    expect(await within(dialog()).findByText(message)).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Replace the previous import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(sendFile).toHaveBeenLastCalledWith('P1', 'construction', expect.any(File), {
      preview: false,
      replace: true,
    });
  });

  it('Cancel on the second import leaves without importing', async () => {
    const message = 'This file was imported into this schedule on 2026-11-27 by Ana Ruiz.';
    sendFile.mockResolvedValueOnce(clean).mockRejectedValueOnce(new ApiError(409, message, message));
    choose();
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Import' }));
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sendFile).toHaveBeenCalledTimes(2);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('a file over 4 MB goes to storage first, with its progress; the clean preview’s upload is the one imported', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (id: string) => void = () => undefined;
    upload.mockImplementationOnce(
      (_projectId, _schedule, _file, onProgress) =>
        new Promise((resolve) => {
          report = (percent) => onProgress({ loaded: percent, total: 100, percent });
          finish = resolve;
        }),
    );
    sendFile.mockResolvedValueOnce(clean).mockResolvedValueOnce({ ...clean, status: 'written' });
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'tower.xml');
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [big] } });
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await act(async () => report(42));
    expect(progress.getAttribute('value')).toBe('42');
    expect(within(dialog()).getByText('Uploading the file: 42%')).toBeTruthy();
    expect(sendFile).not.toHaveBeenCalled();
    await act(async () => finish('01KB0000000000000000UPLOAD'));
    expect(await screen.findByTestId('import-counts')).toBeTruthy();
    expect(upload).toHaveBeenCalledWith('P1', 'construction', big, expect.any(Function));
    expect(sendFile).toHaveBeenLastCalledWith(
      'P1',
      'construction',
      { uploadId: '01KB0000000000000000UPLOAD' },
      {
        preview: true,
      },
    );

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(sendFile).toHaveBeenLastCalledWith(
      'P1',
      'construction',
      { uploadId: '01KB0000000000000000UPLOAD' },
      {
        preview: false,
        replace: false,
      },
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
