import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';

/** PUT /api/folders/{id}: rename. */
export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, module, projectId }: { id: string; name: string; module: Module; projectId: string }) =>
      api('updateFolder', { params: { id }, body: { name, module, projectId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
