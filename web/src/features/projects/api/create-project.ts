import type { BodyOf } from '#shared/contract.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { projectKeys } from './get-projects.ts';

/** POST /api/projects (admin). */
export function useCreateProject() {
  return useInvalidatingMutation(
    (body: BodyOf<'createProject'>) => api('createProject', { body }),
    () => projectKeys.all,
  );
}
