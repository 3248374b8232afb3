import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { projectKeys } from './get-projects.ts';

/** PUT /api/projects/{id} (admin). */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateProject'> }) =>
      api('updateProject', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
