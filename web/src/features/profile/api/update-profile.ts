import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { meKeys } from './get-me.ts';

/**
 * POST /api/auth/update-profile. Answers a fresh access_token (a password change ends older sessions).
 * `token` is given during the forced first-sign-in change, before anything is stored.
 */
export function useUpdateProfile() {
  return useInvalidatingMutation(
    ({ body, token }: { body: BodyOf<'updateProfile'>; token?: string }) =>
      api('updateProfile', token ? { body, token } : { body }),
    () => meKeys.all,
  );
}
