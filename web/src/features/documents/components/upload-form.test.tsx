// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInvalid, messageOf } from '../../../lib/testing/field-state.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { AREAS } from '../config/areas.ts';
import { UploadDialog } from './upload-dialog.tsx';
import { UploadPage } from './upload-page.tsx';

vi.mock('../api/get-folders.ts', () => ({
  useFolderTree: () => ({ isError: false, data: [] }),
}));

afterEach(cleanup);

const choose = (label: string, files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });

describe('the upload form', () => {
  it('dialog: the spec message once at the form, the file and the author marked', async () => {
    renderWithQuery(
      <UploadDialog area={AREAS.plan} projectId="P" folderId="root" folderName="Plans" onClose={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload File' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please select a file and enter the author name.');
    expect(isInvalid('Select File')).toBe(true);
    expect(isInvalid('Author')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Select File'));
  });

  it('dialog: an empty file is refused at the file field', async () => {
    renderWithQuery(
      <UploadDialog area={AREAS.plan} projectId="P" folderId="root" folderName="Plans" onClose={vi.fn()} />,
    );
    choose('Select File', [new File([], 'Blank sheet.pdf', { type: 'application/pdf' })]);
    fireEvent.input(screen.getByLabelText('Author'), { target: { value: 'Architect' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload File' }));

    await waitFor(() => expect(isInvalid('Select File')).toBe(true));
    expect(messageOf('Select File')).toBe('Blank sheet.pdf is empty');
    expect(isInvalid('Author')).toBe(false);
  });

  it('standalone page: folder required, and only PDF, JPG and PNG', async () => {
    renderWithQuery(
      <MemoryRouter>
        <UploadPage area={AREAS.construction} projectId="P" />
      </MemoryRouter>,
    );
    fireEvent.input(screen.getByLabelText(AREAS.construction.uploadPageAuthorLabel), { target: { value: 'PM' } });
    choose('Select File', [new File(['x'], 'notes.docx')]);
    fireEvent.click(screen.getByRole('button', { name: AREAS.construction.uploadPageButton }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please select a folder, file, and enter the author name.',
    );
    expect(isInvalid('Select Folder')).toBe(true);
    expect(isInvalid('Select File')).toBe(true);
    expect(messageOf('Select File')).toBe(
      'PDF, JPG, PNG | Only PDF, JPG and PNG files can be uploaded here (.pdf, .jpg, .jpeg, .png).',
    );
  });
});
