import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, module, projectId, parentId }: CreateFolderInput) =>
      api('createFolder', { body: { name, module, projectId, ...(parentId ? { parent_id: parentId } : {}) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
