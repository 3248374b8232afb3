import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';

/** PUT /api/folders/{id}: rename. */
export function useRenameFolder() {
  return useInvalidatingMutation(
    ({ id, name, module, projectId }: { id: string; name: string; module: Module; projectId: string }) =>
      api('updateFolder', { params: { id }, body: { name, module, projectId } }),
    () => documentKeys.all,
  );
}
