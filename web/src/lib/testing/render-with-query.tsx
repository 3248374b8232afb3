import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders a component that uses query or mutation hooks, with a fresh client that never retries. */
export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The client too, so a test that rerenders can wrap the new tree in the same one.
  return { ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>), client };
}
