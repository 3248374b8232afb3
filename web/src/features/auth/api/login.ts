import { useCallback, useState } from 'react';
import type { BodyOf, ResponseOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/login. Public: no token is sent, and a 401 here is a wrong password, not an ended session.
 * The one call without TanStack Query: the sign-in page paints before it is downloaded, and a sign-in has
 * nothing to cache (docs/architecture.md#the-sign-in-page-paints-without-the-router).
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async (body: BodyOf<'login'>): Promise<ResponseOf<'login'>> => {
    setPending(true);
    try {
      return await api('login', { body });
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, mutateAsync };
}
