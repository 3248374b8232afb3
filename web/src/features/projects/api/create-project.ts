import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { projectKeys } from './get-projects.ts';

/** POST /api/projects (admin). */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createProject'>) => api('createProject', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
