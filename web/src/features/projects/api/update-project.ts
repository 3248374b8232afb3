import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { projectKeys } from './get-projects.ts';

/** PUT /api/projects/{id} (admin). */
export function useUpdateProject() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: BodyOf<'updateProject'> }) => api('updateProject', { params: { id }, body }),
    () => projectKeys.all,
  );
}
