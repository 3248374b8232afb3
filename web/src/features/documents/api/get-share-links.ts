import type { Module } from '#shared/roles.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { documentKeys } from './keys.ts';

/** GET /api/share-file?fileId=&module=: the file's links that still work. */
export const useShareLinks = (module: Module, fileId: string) =>
  useApiQuery(
    documentKeys.shareLinks(module, fileId),
    'listShareLinks',
    { query: { fileId, module } },
    { staleTime: 0 },
  );
