// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageOf } from '../../../lib/testing/field-state.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';

vi.mock('../api/get-me.ts', () => ({
  useMe: () => ({
    isPending: false,
    isError: false,
    data: {
      _id: 'U',
      name: 'Ann',
      email: 'ann@example.com',
      roles: 'pm',
      allowedProjects: [],
      mustChangePassword: false,
    },
  }),
}));

// The notification settings section has its own test (notification-settings-form.test.tsx).
vi.mock('../../../lib/notification-settings.ts', () => ({
  useNotificationSettings: () => ({ isPending: true, isError: false, data: undefined }),
  useSaveNotificationSettings: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));

afterEach(cleanup);

describe('EditProfileDialog', () => {
  it('shows each field its own message and marks it invalid', async () => {
    renderWithQuery(<EditProfileDialog onClose={vi.fn()} onSignOutEverywhere={vi.fn()} />);
    const name = screen.getByLabelText('User Name');
    fireEvent.input(name, { target: { value: '  ' } });
    fireEvent.input(screen.getByLabelText('New Password (optional)'), { target: { value: 'short' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Edit Profile' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf('User Name')).toBe('User Name is required');
    expect(messageOf('Current Password')).toBe('Current password is required');
    expect(messageOf('New Password (optional)')).toBe('Password must be at least 15 characters');
    expect(document.activeElement).toBe(name);
  });
});
