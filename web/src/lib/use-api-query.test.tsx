// @vitest-environment happy-dom

import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from './testing/render-with-query.tsx';
import { useApiQuery } from './use-api-query.ts';

const api = vi.hoisted(() => vi.fn());
vi.mock('./api-client.ts', () => ({ api }));

afterEach(() => {
  cleanup();
  api.mockReset();
});

function Task({ id }: { id: string | undefined }) {
  const task = useApiQuery(['task', id], 'getTask', id ? { params: { id } } : null);
  return <p>{task.isSuccess ? task.data.task_name : task.fetchStatus}</p>;
}

describe('useApiQuery', () => {
  it('calls the endpoint with the call and the query’s own signal, and answers its data', async () => {
    api.mockResolvedValue({ _id: 'T1', task_name: 'Pour footings' });
    renderWithQuery(<Task id="T1" />);
    await waitFor(() => expect(screen.getByText('Pour footings')).toBeTruthy());
    expect(api).toHaveBeenCalledTimes(1);
    const [endpoint, options] = api.mock.calls[0] as [string, { params: unknown; signal: unknown }];
    expect(endpoint).toBe('getTask');
    expect(options.params).toEqual({ id: 'T1' });
    expect(options.signal).toBeInstanceOf(AbortSignal);
  });

  it('waits without a call while the call is null', async () => {
    renderWithQuery(<Task id={undefined} />);
    expect(screen.getByText('idle')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api).not.toHaveBeenCalled();
  });
});
