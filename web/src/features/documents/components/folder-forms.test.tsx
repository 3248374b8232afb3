// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { AREAS } from '../config/areas.ts';
import { EditFoldersPage } from './edit-folders-page.tsx';
import { EditSubfoldersDialog } from './edit-subfolders-dialog.tsx';
import type { useFolderDeletion } from './folder-deletion.tsx';
import { FolderNameEditor } from './folder-name-editor.tsx';

vi.mock('../api/get-folders.ts', () => ({
  useFolderChildren: () => ({ isPending: false, isError: false, data: [] }),
  useFolderTree: () => ({ isPending: false, isError: false, data: [] }),
}));

afterEach(cleanup);

const tooLong = 'x'.repeat(201);
const LONG_MESSAGE = /^Folder name must be at most 200 characters/;
const expectFieldMessage = async (field: HTMLElement) => {
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  const message = document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
  expect(message).toMatch(LONG_MESSAGE);
};

describe('folder name forms', () => {
  it('rename: a name over the limit gets its own message and no call', async () => {
    const onRename = vi.fn(async () => undefined);
    renderWithQuery(<FolderNameEditor name="Permits" onRename={onRename} onDelete={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Permits' }));
    const field = screen.getByLabelText('Folder name');
    fireEvent.input(field, { target: { value: tooLong } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldMessage(field);
    expect(onRename).not.toHaveBeenCalled();
  });

  it('rename: a blank name makes no call and shows nothing', async () => {
    const onRename = vi.fn(async () => undefined);
    renderWithQuery(<FolderNameEditor name="Permits" onRename={onRename} onDelete={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Permits' }));
    const field = screen.getByLabelText('Folder name');
    fireEvent.input(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('Edit Subfolders: the new name gets its own message', async () => {
    const deletion: ReturnType<typeof useFolderDeletion> = {
      deletions: [],
      error: null,
      dismiss: vi.fn(),
      clearError: vi.fn(),
      remove: vi.fn(async () => true),
      pending: false,
    };
    renderWithQuery(
      <EditSubfoldersDialog area={AREAS.plan} projectId="P" parent={null} deletion={deletion} onClose={vi.fn()} />,
    );
    const field = screen.getByLabelText('New subfolder name');
    fireEvent.input(field, { target: { value: tooLong } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await expectFieldMessage(field);
  });

  it('Edit Folders page: the folder name gets its own message', async () => {
    renderWithQuery(
      <MemoryRouter>
        <EditFoldersPage area={AREAS.plan} projectId="P" />
      </MemoryRouter>,
    );
    const field = screen.getByLabelText('Folder Name');
    fireEvent.input(field, { target: { value: tooLong } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Folder' }));
    await expectFieldMessage(field);
    expect(document.activeElement).toBe(field);
  });
});
