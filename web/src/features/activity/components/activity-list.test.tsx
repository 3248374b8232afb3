// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { activityEntry } from '../testing/activity-entry.ts';
import { ActivityList, type ActivityLog } from './activity-list.tsx';

afterEach(cleanup);

const entry = activityEntry({
  area: 'plan',
  kind: 'file.uploaded',
  object: { type: 'file', id: 'F1', name: 'A-101 Floor Plan.pdf' },
  place: 'Plans',
});

describe('ActivityList', () => {
  it('R-page: a Load more that fails keeps the entries shown, says why, and offers Load more again', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    const log: ActivityLog = {
      entries: [entry],
      isPending: false,
      // TanStack Query puts the whole query in error when its next page fails; the pages it has stay.
      isError: true,
      isFetchNextPageError: true,
      error: new ApiError(503, 'Service Unavailable', 'The server is busy'),
      hasNextPage: true,
      isFetchingNextPage: false,
      fetchNextPage,
    };
    render(<ActivityList log={log} failed="Could not load the activity" />);

    expect(screen.getByText('A-101 Floor Plan.pdf')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The server is busy');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says the failure in place of the list when the first page fails', () => {
    const log: ActivityLog = {
      entries: [],
      isPending: false,
      isError: true,
      isFetchNextPageError: false,
      error: new Error('boom'),
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: async () => undefined,
    };
    render(<ActivityList log={log} failed="Could not load the activity" />);
    expect(screen.getByRole('alert').textContent).toBe('boom');
    expect(screen.queryByTestId('activity-list')).toBeNull();
  });

  it('R-link: an entry whose object is in the recycle bin or erased names it without a link', () => {
    const log: ActivityLog = {
      entries: [
        entry,
        activityEntry({ _id: 'A2', object: { type: 'task', id: 'T9', name: 'Strip forms', gone: true } }),
      ],
      isPending: false,
      isError: false,
      isFetchNextPageError: false,
      error: null,
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: async () => undefined,
    };
    render(<ActivityList log={log} failed="Could not load the activity" linkOf={(e) => `/open/${e.object.id}`} />);
    expect(screen.getByRole('link', { name: 'A-101 Floor Plan.pdf' }).getAttribute('href')).toBe('/open/F1');
    expect(screen.getByText('Strip forms').closest('a')).toBeNull();
  });
});
