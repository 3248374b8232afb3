import { useApiQuery } from '../../../lib/use-api-query.ts';

/** Query keys of this feature. */
export const meKeys = {
  all: ['me'] as const,
  detail: () => [...meKeys.all, 'detail'] as const,
};

/** GET /api/auth/me: the signed-in user's name and email. */
export const useMe = () => useApiQuery(meKeys.detail(), 'getMe', {}, { staleTime: 0 });
