import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/login. Public: no token is sent, and a 401 here is a wrong password, not an ended session. */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (body: BodyOf<'login'>) => api('login', { body }),
  });
}
