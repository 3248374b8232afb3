// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInvalid, messageOf } from '../../../lib/testing/field-state.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

afterEach(cleanup);

const renderForm = () =>
  renderWithQuery(
    <ChangePasswordForm token="T" name="Nora New" email="nora@example.com" onChanged={vi.fn()} onCancel={vi.fn()} />,
  );
const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Change your password' }));

describe('ChangePasswordForm', () => {
  it('says "Please fill in all fields" once at the form and marks each empty field', async () => {
    renderForm();
    fill('Current Password', 'one-time-16chars');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');
    expect(isInvalid('New Password')).toBe(true);
    expect(isInvalid('Confirm New Password')).toBe(true);
    expect(isInvalid('Current Password')).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('New Password'));
  });

  it("gives the new password the server's message at the field, and the confirmation its own", async () => {
    renderForm();
    fill('Current Password', 'one-time-16chars');
    fill('New Password', 'short');
    fill('Confirm New Password', 'short');
    submit();
    await waitFor(() => expect(isInvalid('New Password')).toBe(true));
    expect(messageOf('New Password')).toBe('Password must be at least 15 characters');

    fill('New Password', 'copper kettle 58 on the dock');
    fill('Confirm New Password', 'copper kettle 58 on the pier');
    submit();
    await waitFor(() => expect(isInvalid('Confirm New Password')).toBe(true));
    expect(messageOf('Confirm New Password')).toBe('The new passwords do not match');
    expect(isInvalid('New Password')).toBe(false);
  });
});
