import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { removeFileLocally } from './delete-file.ts';
import { documentKeys } from './keys.ts';

export interface MoveCopyInput {
  module: Module;
  id: string;
  targetModule: Module;
  targetFolderId: string;
  projectId: string;
}

export const moveCopyBody = (input: MoveCopyInput) => ({
  target_module: input.targetModule,
  target_folder_id: input.targetFolderId,
  project_id: input.projectId,
});

/** PUT /api/file/{module}/{id}/move. */
export function useMoveFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveCopyInput) =>
      api('moveFile', { params: { module: input.module, id: input.id }, body: moveCopyBody(input) }),
    onSuccess: (_file, { id }) => {
      removeFileLocally(queryClient, id);
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
