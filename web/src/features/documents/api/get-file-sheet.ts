import { useQuery } from '@tanstack/react-query';
import type { DocumentFile } from '#shared/models/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';

/** GET /api/file/{module}/{id}/sheet: the current version's page count and sheet size (null: not a PDF or unreadable). */
export function useFileSheet(file: DocumentFile) {
  return useQuery({
    queryKey: documentKeys.sheet(file.module, file._id, file.version ?? 1),
    queryFn: ({ signal }) => api('getFileSheet', { params: { module: file.module, id: file._id }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
