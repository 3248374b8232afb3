import { useQuery } from '@tanstack/react-query';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';

/** GET /api/file/{module}/{id}/versions: every version, newest first. */
export function useFileVersions(module: Module, fileId: string) {
  return useQuery({
    queryKey: documentKeys.versions(module, fileId),
    queryFn: ({ signal }) => api('listFileVersions', { params: { module, id: fileId }, signal }),
    staleTime: 0,
  });
}

/** POST /api/file/{module}/{id}/versions/{n}/current: the older version comes back as the newest. */
export function useMakeVersionCurrent(module: Module, fileId: string) {
  return useInvalidatingMutation(
    (version: number) => api('makeVersionCurrent', { params: { module, id: fileId, version: String(version) } }),
    () => documentKeys.all,
  );
}
