// @vitest-environment happy-dom

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { FOLLOWED, FollowButton, UNFOLLOWED } from './follow-button.tsx';

const saved = vi.fn(async (body: unknown) => body);
let follows: string[] = [];

vi.mock('../../../lib/notification-settings.ts', () => ({
  useNotificationSettings: () => ({ data: { events: {}, follows } }),
  useSaveNotificationSettings: () => ({ mutateAsync: saved, isPending: false }),
}));

afterEach(() => {
  cleanup();
  saved.mockClear();
});

const show = () =>
  renderWithQuery(
    <ToastProvider>
      <FollowButton folderId="F2" userRole="pm" />
    </ToastProvider>,
  );

describe('FollowButton', () => {
  it('follows the folder, keeping the folders followed before, and says what it means', async () => {
    follows = ['F1'];
    show();
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByText(FOLLOWED)).toBeTruthy();
    expect(saved).toHaveBeenCalledWith({ events: {}, follows: ['F1', 'F2'] });
  });

  it('a followed folder shows Following, pressed, and a press stops following only it', async () => {
    follows = ['F1', 'F2'];
    show();
    const button = screen.getByRole('button', { name: 'Following' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(await screen.findByText(UNFOLLOWED)).toBeTruthy();
    expect(saved).toHaveBeenCalledWith({ events: {}, follows: ['F1'] });
  });
});
