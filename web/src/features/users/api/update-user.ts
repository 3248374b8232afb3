import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './get-users.ts';

/** PUT /api/users/{id} (admin). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateUser'> }) =>
      api('updateUser', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
