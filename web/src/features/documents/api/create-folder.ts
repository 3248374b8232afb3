import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';

export interface CreateFolderInput {
  name: string;
  module: Module;
  projectId: string;
  /** null or undefined: a level 1 folder. */
  parentId?: string | null;
}

/** POST /api/folders. */
export function useCreateFolder() {
  return useInvalidatingMutation(
    ({ name, module, projectId, parentId }: CreateFolderInput) =>
      api('createFolder', { body: { name, module, projectId, ...(parentId ? { parent_id: parentId } : {}) } }),
    () => documentKeys.all,
  );
}
