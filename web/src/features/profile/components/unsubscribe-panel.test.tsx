// @vitest-environment happy-dom

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { UnsubscribePanel } from './unsubscribe-panel.tsx';

const calls: unknown[][] = [];

vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client.ts')>()),
  api: async (...args: unknown[]) => {
    calls.push(args);
    return { event: 'taskDue', message: 'You will no longer get emails for "A task of mine due".' };
  },
}));

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('UnsubscribePanel', () => {
  it('changes nothing on opening; the button posts the token and shows what was turned off', async () => {
    renderWithQuery(<UnsubscribePanel token="a.b.c" />);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You will no longer get emails for "A task of mine due".',
    );
    expect(calls).toEqual([['unsubscribeNotification', { query: { token: 'a.b.c' } }]]);
  });

  it('says a link without its token is not valid, and offers no button', () => {
    renderWithQuery(<UnsubscribePanel token="" />);
    expect(screen.getByText('This unsubscribe link is not valid')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
