import type { DocumentFile } from '#shared/models/documents.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { documentKeys } from './keys.ts';

/** GET /api/file/{module}/{id}/sheet: the current version's page count and sheet size (null: not a PDF or unreadable). */
export const useFileSheet = (file: DocumentFile) =>
  useApiQuery(
    documentKeys.sheet(file.module, file._id, file.version ?? 1),
    'getFileSheet',
    { params: { module: file.module, id: file._id } },
    { staleTime: Number.POSITIVE_INFINITY },
  );
