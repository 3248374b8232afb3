import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { EndpointKey, ResponseOf } from '#shared/contract.ts';
import { api, type CallArgs, type CallOptions } from './api-client.ts';

/** How long an answer is fresh, how often it is fetched again, how long it is kept. */
export interface ApiQueryOptions<T = unknown> {
  staleTime?: number;
  /** A fixed interval, or one decided by the latest answer (false: stop). */
  refetchInterval?: number | ((data: T | undefined) => number | false);
  gcTime?: number;
}

/**
 * A query of one contract endpoint: the key, the call without its signal (the query passes its own), or
 * `null` while the call cannot be made yet (an id still unknown: the query waits).
 */
export function useApiQuery<K extends EndpointKey>(
  queryKey: QueryKey,
  endpoint: K,
  call: Omit<CallOptions<K>, 'signal'> | null,
  { refetchInterval, ...options }: ApiQueryOptions<ResponseOf<K>> = {},
) {
  return useQuery<ResponseOf<K>>({
    queryKey,
    queryFn: ({ signal }): Promise<ResponseOf<K>> => {
      // `call` is not null here (`enabled`); adding the signal keeps it the endpoint's own options.
      const args = [{ ...call, signal }] as unknown as CallArgs<K>;
      return api(endpoint, ...args);
    },
    enabled: call !== null,
    ...options,
    ...(refetchInterval !== undefined && {
      refetchInterval:
        typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
    }),
  });
}
