// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { documentFile } from './document-file.fixture.ts';
import { ShareLinkDialog } from './share-link-dialog.tsx';

vi.mock('../api/get-share-links.ts', () => ({ useShareLinks: () => ({ isPending: false, isError: false, data: [] }) }));

afterEach(cleanup);

const file = documentFile({ _id: '01HZY3K4Q2M8X7V6B5N4C3D2E1', module: 'construction' });

describe('ShareLinkDialog', () => {
  it.each(['0', '169', '1.5'])('refuses %j hours at the field, in the server words', async (hours) => {
    renderWithQuery(<ShareLinkDialog file={file} userId="U" onClose={vi.fn()} />);
    const field = screen.getByLabelText('Valid for (hours)');
    fireEvent.input(field, { target: { value: hours } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Valid for (hours) must be a whole number from 1 to 168',
    );
    expect(document.activeElement).toBe(field);
  });
});
