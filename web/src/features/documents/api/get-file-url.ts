import { useQuery } from '@tanstack/react-query';
import type { FileUrl } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';

/**
 * GET /api/file/{module}/{id}/url: a short-lived presigned GET as JSON. A browser navigation cannot send the
 * bearer token, so viewers and downloads ask for the URL first and then open it.
 */
export function fetchFileUrl(
  module: Module,
  id: string,
  disposition: 'inline' | 'attachment',
  signal?: AbortSignal,
  version?: number,
): Promise<FileUrl> {
  const query = { disposition, ...(version ? { version: String(version) } : {}) };
  return api('getFileUrl', { params: { module, id }, query, signal });
}

/** The viewers' URL; fetched again when it is about to expire (presigned GETs are short-lived). */
export function useFileUrl(
  module: Module | undefined,
  id: string | undefined,
  disposition: 'inline' | 'attachment',
  version?: number,
) {
  return useQuery({
    queryKey: [...documentKeys.all, 'file-url', module, id, disposition, version ?? 'current'],
    queryFn: ({ signal }) => fetchFileUrl(module as Module, id as string, disposition, signal, version),
    enabled: Boolean(module && id),
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
  });
}
