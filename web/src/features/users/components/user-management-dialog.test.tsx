// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInvalid, messageOf } from '../../../lib/testing/field-state.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { UserManagementDialog } from './user-management-dialog.tsx';

vi.mock('../api/get-users.ts', () => ({
  useUsers: () => ({
    isPending: false,
    isError: false,
    data: [
      {
        _id: 'U1',
        name: 'Ann',
        email: 'ann@example.com',
        roles: 'pm',
        allowedProjects: [],
        mustChangePassword: false,
        createdAt: '2025-01-01T00:00:00Z',
        updatedAt: '2025-01-01T00:00:00Z',
      },
    ],
  }),
}));

// No address is suppressed here (the notice has a browser test: tests/browser/email-suppressions.test.ts).
vi.mock('../api/email-suppressions.ts', () => ({
  useEmailSuppressions: () => ({ data: new Map() }),
  useLiftEmailSuppression: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));

afterEach(cleanup);

const choices = { projects: [{ _id: 'P1', name: 'Harbour' }], loading: false, error: null };

describe('UserManagementDialog', () => {
  it('Create New User: the required-fields message once at the form, each missing field marked', async () => {
    renderWithQuery(<UserManagementDialog projectChoices={choices} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add New User' }));
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'nora@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields');
    expect(isInvalid('Name')).toBe(true);
    expect(isInvalid('Role')).toBe(true);
    expect(isInvalid('Email')).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('Create New User: a malformed email gets its own message at the field', async () => {
    renderWithQuery(<UserManagementDialog projectChoices={choices} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add New User' }));
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Nora' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'pm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));

    await waitFor(() => expect(isInvalid('Email')).toBe(true));
    expect(messageOf('Email')).toMatch(/email/i);
    expect(isInvalid('Name')).toBe(false);
  });

  it('Edit: the name and the new password each show their own message', async () => {
    renderWithQuery(<UserManagementDialog projectChoices={choices} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ann' }));
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: ' ' } });
    fireEvent.input(screen.getByLabelText('New Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(isInvalid('Username')).toBe(true));
    expect(messageOf('Username')).toBe('Name is required');
    expect(messageOf('New Password')).toBe('Password must be at least 15 characters');
  });
});
