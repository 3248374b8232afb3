import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';

/** DELETE /api/share-file/{id}: the link stops working at once. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; module: Module; fileId: string }) => api('revokeShareLink', { params: { id } }),
    onSuccess: (_answer, { module, fileId }) =>
      queryClient.invalidateQueries({ queryKey: documentKeys.shareLinks(module, fileId) }),
  });
}
