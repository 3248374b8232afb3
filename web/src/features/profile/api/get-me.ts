import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query keys of this feature. */
export const meKeys = {
  all: ['me'] as const,
  detail: () => [...meKeys.all, 'detail'] as const,
};

/** GET /api/auth/me: the signed-in user's name and email. */
export function useMe() {
  return useQuery({
    queryKey: meKeys.detail(),
    queryFn: ({ signal }) => api('getMe', { signal }),
    staleTime: 0,
  });
}
