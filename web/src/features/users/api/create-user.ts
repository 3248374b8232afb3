import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { userKeys } from './get-users.ts';

/** POST /api/users/create (admin). No password is sent: the server answers a one-time `initialPassword`. */
export function useCreateUser() {
  return useInvalidatingMutation(
    (body: BodyOf<'createUser'>) => api('createUser', { body }),
    () => userKeys.all,
  );
}
