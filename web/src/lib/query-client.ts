import { QueryClient, type QueryKey } from '@tanstack/react-query';

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

/**
 * Puts a server's answer in place in a cached list, so only that item changes (a 1,000-task chart is not
 * refetched after each drag).
 */
export function replaceInList<Item extends { _id: string }>(
  queryClient: QueryClient,
  listKey: QueryKey,
  item: Item,
): void {
  queryClient.setQueryData<Item[]>(listKey, (items) => items?.map((i) => (i._id === item._id ? item : i)));
}
