// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedText } from '../../../lib/testing/field-state.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(cleanup);

describe('LoginForm', () => {
  it('shows the spec message once at the form, marks the empty field and focuses it', async () => {
    const onSignedIn = vi.fn();
    renderWithQuery(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.input(screen.getByLabelText('User Name'), { target: { value: 'ann@example.com' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please enter both email and password');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('User Name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(password);
    expect(screen.getAllByText('Please enter both email and password')).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('gives a too-long email its own message at the field', async () => {
    renderWithQuery(<LoginForm onSignedIn={vi.fn()} />);
    const email = screen.getByLabelText('User Name');
    fireEvent.input(email, { target: { value: `${'a'.repeat(250)}@example.com` } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));

    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(email)).toBe('Invalid email or password');
  });
});
