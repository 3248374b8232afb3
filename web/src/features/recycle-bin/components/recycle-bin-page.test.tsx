// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FolderDeleteStatus } from '#shared/models/documents.ts';
import { type BinArea, type BinEntry, RESTORE_FOLDER_GONE } from '#shared/models/recycle-bin.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { binAreasFor, RecycleBinPage } from './recycle-bin-page.tsx';

const day = 86_400_000;
const entries: BinEntry[] = [
  {
    _id: 'F1',
    kind: 'folder',
    name: 'Level 2 drawings',
    module: 'plan',
    place: 'Plan File / Structural',
    deletedBy: { id: 'U1', name: 'Priya Raman' },
    deletedAt: new Date(Date.now() - 2 * day).toISOString(),
    purgeAt: new Date(Date.now() + 28 * day).toISOString(),
    contains: { files: 12, folders: 3 },
  },
  {
    _id: 'T1',
    kind: 'task',
    name: 'Pour slab',
    module: 'construction',
    place: 'Construction schedule',
    deletedBy: { id: 'U2', name: 'Sam Ortiz' },
    deletedAt: new Date(Date.now() - 29 * day).toISOString(),
    purgeAt: new Date(Date.now() + day).toISOString(),
  },
  {
    _id: 'D1',
    kind: 'file',
    name: 'Detail.pdf',
    module: 'plan',
    place: 'Plan File / Structural / Level 2 drawings',
    deletedBy: { id: 'U1', name: 'Priya Raman' },
    deletedAt: new Date(Date.now() - day).toISOString(),
    purgeAt: new Date(Date.now() + 29 * day).toISOString(),
    // its folder is in the bin too
    parentBinId: 'F1',
  },
];

const restore = vi.fn();
const erase = vi.fn();
const listed = vi.fn();
const fetchNextPage = vi.fn(async () => undefined);
/** What the next page of the bin does: nothing to load, or a failed try. */
const paging = { hasNextPage: false, isFetchNextPageError: false, error: null as unknown };

/** The server's delete status of a folder being erased, as the screen polls it; `set` moves it on. */
const eraseStatus = {
  current: undefined as FolderDeleteStatus | undefined,
  listeners: new Set<() => void>(),
  set(next: FolderDeleteStatus) {
    this.current = next;
    for (const l of this.listeners) l();
  },
};
const erasePolled = vi.fn();

vi.mock('../api/recycle-bin.ts', () => ({
  useEraseStatus: (folderId: string) => {
    erasePolled(folderId);
    const data = useSyncExternalStore(
      (l) => {
        eraseStatus.listeners.add(l);
        return () => eraseStatus.listeners.delete(l);
      },
      () => eraseStatus.current,
    );
    return { data, isError: false };
  },
  useRecycleBin: (projectId: string, area: string | undefined) => {
    listed(projectId, area);
    return {
      isPending: false,
      isError: paging.isFetchNextPageError,
      items: entries,
      isFetchingNextPage: false,
      fetchNextPage,
      ...paging,
    };
  },
  useRestoreBinItem: () => ({ mutateAsync: restore }),
  useDeleteBinItem: () => ({ mutateAsync: erase }),
}));

/** The route keeps the area in the address (?area=); here a state stands in for it. */
const areaChanges = vi.fn();
function Page({ role }: { role: 'admin' | 'pm' | 'marketing' | 'office' }) {
  const [area, setArea] = useState<BinArea | undefined>(undefined);
  return (
    <RecycleBinPage
      projectId="P1"
      role={role}
      area={area}
      onAreaChange={(next) => {
        areaChanges(next);
        setArea(next);
      }}
    />
  );
}

const renderPage = (role: 'admin' | 'pm' | 'marketing' | 'office') =>
  renderWithQuery(
    <ToastProvider>
      <Page role={role} />
    </ToastProvider>,
  );

beforeEach(() => {
  restore.mockReset();
  erase.mockReset();
  listed.mockReset();
  areaChanges.mockReset();
  erasePolled.mockReset();
  eraseStatus.current = undefined;
  fetchNextPage.mockClear();
  Object.assign(paging, { hasNextPage: false, isFetchNextPageError: false, error: null });
});
afterEach(cleanup);

describe('RecycleBinPage', () => {
  it('shows a pin as "Pin" at its sheet and page, with Restore for a project manager and none for office', () => {
    const pin: BinEntry = {
      _id: 'N1',
      kind: 'pin',
      name: 'Cracked slab',
      module: 'plan',
      place: 'S-101.pdf, page 2',
      deletedBy: { id: 'U1', name: 'Priya Raman' },
      deletedAt: new Date(Date.now() - day).toISOString(),
      purgeAt: new Date(Date.now() + 29 * day).toISOString(),
    };
    entries.push(pin);
    try {
      renderPage('pm');
      const card = screen.getByText('Cracked slab').closest('li') as HTMLElement;
      expect(card.textContent).toContain('Pin');
      expect(card.textContent).toContain('Was in S-101.pdf, page 2');
      expect(within(card).getByRole('button', { name: 'Restore Cracked slab' })).toBeTruthy();
      cleanup();
      renderPage('office');
      const seen = screen.getByText('Cracked slab').closest('li') as HTMLElement;
      expect(within(seen).queryByRole('button', { name: 'Restore Cracked slab' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Restore Detail.pdf' })).toBeTruthy();
    } finally {
      entries.pop();
    }
  });

  it('lists what was deleted: a folder with what it held, where it was, who deleted it and the days left', () => {
    renderPage('pm');
    const [folder, task] = within(screen.getByTestId('recycle-bin-list')).getAllByRole('listitem');
    expect(folder?.textContent).toContain('Level 2 drawings');
    expect(folder?.textContent).toContain('Folder · 12 files, 3 subfolders');
    expect(folder?.textContent).toContain('Was in Plan File / Structural');
    expect(folder?.textContent).toContain('Deleted by Priya Raman');
    expect(folder?.textContent).toContain('28 days left');
    expect(task?.textContent).toContain('Construction task');
    expect(task?.textContent).toContain('1 day left');
    // only admins delete forever
    expect(screen.queryByRole('button', { name: /Delete forever/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore Pour slab' })).toBeTruthy();
  });

  it('the area filter offers the areas the role reaches and asks for that area', () => {
    expect(binAreasFor('marketing')).toEqual(['marketing', 'schedules']);
    expect(binAreasFor('admin')).toEqual(['plan', 'marketing', 'construction', 'schedules']);
    renderPage('admin');
    expect(listed).toHaveBeenLastCalledWith('P1', undefined);
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'schedules' } });
    expect(listed).toHaveBeenLastCalledWith('P1', 'schedules');
    // R-bin (review of 2026-11-27): the choice goes to the address, so a reload or a shared link keeps it.
    expect(areaChanges).toHaveBeenLastCalledWith('schedules');
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: '' } });
    expect(areaChanges).toHaveBeenLastCalledWith(undefined);
  });

  it('R-bin: after a restore, focus goes to the list of deleted items instead of the page body', async () => {
    restore.mockResolvedValue({});
    renderPage('pm');
    const button = screen.getByRole('button', { name: 'Restore Pour slab' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('Restored Pour slab')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Deleted items' })));
  });

  it('R-bin: Delete forever is busy while it erases', async () => {
    let finish: () => void = () => undefined;
    erase.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderPage('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever Pour slab' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(erase).toHaveBeenCalled());
    const button = screen.getByRole('button', { name: 'Delete forever Pour slab' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Restore Pour slab' }).getAttribute('aria-busy')).toBeNull();
    finish();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it('R-bin: a Load more that fails keeps the items shown and says why', () => {
    Object.assign(paging, {
      hasNextPage: true,
      isFetchNextPageError: true,
      error: new ApiError(503, 'Service Unavailable', 'The server is busy'),
    });
    renderPage('pm');
    expect(screen.getByText('Pour slab')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The server is busy');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('restore: a folder that is gone is said in the server’s words, and the file can go to the area root instead', async () => {
    restore.mockRejectedValueOnce(new ApiError(409, 'Conflict', RESTORE_FOLDER_GONE)).mockResolvedValueOnce({});
    renderPage('pm');
    fireEvent.click(screen.getByRole('button', { name: 'Restore Level 2 drawings' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(RESTORE_FOLDER_GONE);
    // the bin names no binned folder it waits for: the area root is the only way on
    expect(within(dialog).queryByRole('button', { name: 'Restore the parent too' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore to area root' }));
    await waitFor(() => expect(restore).toHaveBeenLastCalledWith({ id: 'F1', toRoot: true }));
    expect(await screen.findByText('Restored Level 2 drawings')).toBeTruthy();
  });

  it('restore: when the folder it was in is in the bin too, "Restore the parent too" restores that folder, then the item', async () => {
    restore.mockRejectedValueOnce(new ApiError(409, 'Conflict', RESTORE_FOLDER_GONE)).mockResolvedValue({});
    renderPage('pm');
    fireEvent.click(screen.getByRole('button', { name: 'Restore Detail.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(RESTORE_FOLDER_GONE);
    expect(within(dialog).getByRole('button', { name: 'Restore to area root' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore the parent too' }));
    expect(await screen.findByText('Restored Detail.pdf and the folder it was in')).toBeTruthy();
    expect(restore.mock.calls).toEqual([[{ id: 'D1' }], [{ id: 'F1' }], [{ id: 'D1' }]]);
  });

  it('restore the parent too: a parent that cannot come back stops there, the item is not tried into the area root', async () => {
    const gone = new ApiError(409, 'Conflict', RESTORE_FOLDER_GONE);
    const parentGone = new ApiError(404, 'Not Found', 'Not in the recycle bin');
    restore.mockRejectedValueOnce(gone).mockRejectedValueOnce(parentGone);
    renderPage('pm');
    fireEvent.click(screen.getByRole('button', { name: 'Restore Detail.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore the parent too' }));
    expect(await screen.findByText('Failed to restore: Not in the recycle bin')).toBeTruthy();
    expect(restore.mock.calls).toEqual([[{ id: 'D1' }], [{ id: 'F1' }]]);
  });

  it('R2 (review of 2026-11-27): another 409 (changed meanwhile) is an error toast, not an offer of the area root', async () => {
    const changed = 'The file was changed by someone else at the same time. Please try again.';
    restore.mockRejectedValueOnce(new ApiError(409, 'Conflict', changed));
    renderPage('pm');
    fireEvent.click(screen.getByRole('button', { name: 'Restore Pour slab' }));
    expect(await screen.findByText(`Failed to restore: ${changed}`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('delete forever of a folder: its erase goes on after the answer, and the screen shows its progress until done', async () => {
    erase.mockResolvedValue(undefined);
    const status: FolderDeleteStatus = {
      folderId: 'F1',
      state: 'deleting',
      deletedFiles: 1200,
      totalFiles: 5000,
      deletedFolders: 0,
      totalFolders: 4,
      startedAt: new Date().toISOString(),
    };
    eraseStatus.current = status;
    renderPage('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever Level 2 drawings' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete forever' }));
    const bar = await screen.findByRole('progressbar', { name: 'Deleting Level 2 drawings forever' });
    expect(erasePolled).toHaveBeenLastCalledWith('F1');
    const progress = screen.getByRole('list', { name: 'Folders being deleted forever' });
    expect(progress.textContent).toContain('Deleting "Level 2 drawings" forever: 1200 of 5000 files, 0 of 4 folders');
    expect(bar.getAttribute('value')).toBe('1200');
    expect(bar.getAttribute('max')).toBe('5004');
    act(() => eraseStatus.set({ ...status, state: 'done', deletedFiles: 5000, deletedFolders: 4 }));
    expect(progress.textContent).toContain('Folder "Level 2 drawings" deleted forever.');
    expect(bar.getAttribute('value')).toBe('5004');
  });

  it('delete forever of a task or a file shows no erase progress', async () => {
    erase.mockResolvedValue(undefined);
    renderPage('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever Pour slab' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('Deleted Pour slab forever')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Folders being deleted forever' })).toBeNull();
    expect(erasePolled).not.toHaveBeenCalled();
  });

  it('delete forever (admin): asks first, naming the item, and erases only when confirmed', async () => {
    erase.mockResolvedValue(undefined);
    renderPage('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever Pour slab' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete construction task "Pour slab" forever? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(erase).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete forever Pour slab' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(erase).toHaveBeenCalledWith({ id: 'T1' }));
    expect(await screen.findByText('Deleted Pour slab forever')).toBeTruthy();
  });
});
