import { useQuery } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';

/** GET /api/share-file?fileId=&module=: the file's links that still work. */
export function useShareLinks(module: Module, fileId: string) {
  return useQuery({
    queryKey: documentKeys.shareLinks(module, fileId),
    queryFn: ({ signal }) => api('listShareLinks', { query: { fileId, module }, signal }),
    staleTime: 0,
  });
}
