import { QueryClient } from '@tanstack/react-query';

/**
 * The api client already retries safe requests on network failures and 5xx gateway answers,
 * so queries do not retry again on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
