import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { userKeys } from './get-users.ts';

/** PUT /api/users/{id} (admin). */
export function useUpdateUser() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: BodyOf<'updateUser'> }) => api('updateUser', { params: { id }, body }),
    () => userKeys.all,
  );
}
