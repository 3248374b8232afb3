import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';

/** GET /api/file/{module}/{id}/versions: every version, newest first (none asked while `enabled` is false). */
export const useFileVersions = (module: Module, fileId: string, enabled = true) =>
  useApiQuery(
    documentKeys.versions(module, fileId),
    'listFileVersions',
    enabled ? { params: { module, id: fileId } } : null,
    { staleTime: 0 },
  );

/** POST /api/file/{module}/{id}/versions/{n}/current: the older version comes back as the newest. */
export function useMakeVersionCurrent(module: Module, fileId: string) {
  return useInvalidatingMutation(
    (version: number) => api('makeVersionCurrent', { params: { module, id: fileId, version: String(version) } }),
    () => documentKeys.all,
  );
}
