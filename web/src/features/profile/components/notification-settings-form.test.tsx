// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultChoices } from '#shared/notifications.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

const saved = vi.fn(async (body: unknown) => body);

vi.mock('../../../lib/notification-settings.ts', () => ({
  useNotificationSettings: () => ({
    isPending: false,
    isError: false,
    data: { events: { ...defaultChoices('site'), taskDue: 'digest' }, follows: [] },
  }),
  useSaveNotificationSettings: () => ({ mutateAsync: saved, isPending: false }),
}));

afterEach(cleanup);

describe('NotificationSettingsForm', () => {
  it("offers only the role's events with the person's choices, and saves a change", async () => {
    renderWithQuery(
      <ToastProvider>
        <NotificationSettingsForm userRole="site" />
      </ToastProvider>,
    );
    const labels = screen.getAllByRole('combobox').map((select) => select.getAttribute('id'));
    expect(labels).toEqual([
      'notify-followedFolderFile',
      'notify-taskDue',
      'notify-printOrder',
      'notify-pinAssigned',
      'notify-pinReady',
    ]);
    const due = screen.getByLabelText('A task of mine due in 2 working days or overdue') as HTMLSelectElement;
    expect(due.value).toBe('digest');
    fireEvent.change(screen.getByLabelText('My print order emailed or failed'), { target: { value: 'never' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith({
      events: {
        followedFolderFile: 'immediate',
        taskDue: 'digest',
        printOrder: 'never',
        pinAssigned: 'immediate',
        pinReady: 'immediate',
      },
    });
    expect(await screen.findByText('Notification settings saved successfully')).toBeTruthy();
  });
});
