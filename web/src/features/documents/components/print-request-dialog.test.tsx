// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { isInvalid, messageOf } from '../../../lib/testing/field-state.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { documentFile } from './document-file.fixture.ts';
import { PrintRequestDialog } from './print-request-dialog.tsx';

vi.mock('../api/get-file-sheet.ts', () => ({ useFileSheet: () => ({ data: undefined }) }));

afterEach(cleanup);

const file = documentFile({ _id: '01HZY3K4Q2M8X7V6B5N4C3D2E1', module: 'plan' });

describe('PrintRequestDialog', () => {
  it('copies out of range: the message at Copies, which is marked and focused', async () => {
    renderWithQuery(
      <ToastProvider>
        <PrintRequestDialog file={file} onClose={vi.fn()} />
      </ToastProvider>,
    );
    fireEvent.input(screen.getByLabelText('Copies'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(isInvalid('Copies')).toBe(true));
    expect(messageOf('Copies')).toBe('Copies must be a whole number from 1 to 20');
    expect(document.activeElement).toBe(screen.getByLabelText('Copies'));
  });

  it("delivery: the spec's one message at the form, each missing field marked; a bad phone at its field", async () => {
    renderWithQuery(
      <ToastProvider>
        <PrintRequestDialog file={file} onClose={vi.fn()} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByLabelText('Delivery'));
    fireEvent.input(await screen.findByLabelText('Recipient Name'), { target: { value: 'Sam Site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Delivery needs a address, phone number');
    expect(isInvalid('Recipient Phone')).toBe(true);
    expect(isInvalid('Delivery Address')).toBe(true);
    expect(isInvalid('Recipient Name')).toBe(false);

    fireEvent.input(screen.getByLabelText('Recipient Phone'), { target: { value: 'abc' } });
    fireEvent.input(screen.getByLabelText('Delivery Address'), { target: { value: '100 Queens Quay W' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(messageOf('Recipient Phone')).toBe('Please enter a valid phone number'));
    expect(isInvalid('Delivery Address')).toBe(false);
  });
});
