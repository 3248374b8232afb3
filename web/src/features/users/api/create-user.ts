import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './get-users.ts';

/** POST /api/users/create (admin). No password is sent: the server answers a one-time `initialPassword`. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createUser'>) => api('createUser', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
