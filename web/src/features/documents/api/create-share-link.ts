import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';

export interface ShareLinkInput {
  fileId: string;
  module: Module;
  userId: string | null;
  hoursValid: number;
}

/** POST /api/share-file: a link anyone can download the file with until it expires. */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, module, userId, hoursValid }: ShareLinkInput) =>
      api('createShareLink', { body: { fileId, module, hoursValid, ...(userId ? { userId } : {}) } }),
    onSuccess: (_link, { module, fileId }) =>
      queryClient.invalidateQueries({ queryKey: documentKeys.shareLinks(module, fileId) }),
  });
}
