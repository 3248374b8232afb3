// @vitest-environment happy-dom

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailSuppressionPage } from '#shared/models/email-suppressions.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { useEmailSuppressions } from './email-suppressions.ts';

const api = vi.fn();
vi.mock('../../../lib/api-client.ts', async (actual) => ({
  ...(await actual<typeof import('../../../lib/api-client.ts')>()),
  api: (...args: unknown[]) => api(...args),
}));

afterEach(cleanup);

const suppression = (email: string) => ({
  email,
  reason: 'bounce' as const,
  detail: 'Permanent General',
  at: '2026-11-20T10:00:00.000Z',
});

function Shown({ email }: { email: string }) {
  const suppressions = useEmailSuppressions();
  if (!suppressions.data) return null;
  return <p>{suppressions.data.get(email) ? `${email} suppressed` : `${email} not suppressed`}</p>;
}

describe('useEmailSuppressions', () => {
  it('U-page: reads every page of the suppressed addresses, not only the first 1,000', async () => {
    const pages: Record<string, EmailSuppressionPage> = {
      first: { suppressions: [suppression('a@example.com')], nextCursor: 'c2' },
      c2: { suppressions: [suppression('Late.Bounce@example.com')], nextCursor: null },
    };
    api.mockImplementation(
      async (_name: string, { query }: { query: { cursor?: string } }) => pages[query.cursor ?? 'first'],
    );

    renderWithQuery(<Shown email="late.bounce@example.com" />);

    expect(await screen.findByText('late.bounce@example.com suppressed')).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(2);
    expect(api.mock.calls[1]?.[1]).toMatchObject({ query: { limit: '1000', cursor: 'c2' } });
  });
});
