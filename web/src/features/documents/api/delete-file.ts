import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilesResponse } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { api } from '../../../lib/api-client.ts';
import { documentKeys } from './keys.ts';

/** Takes a file out of every cached folder listing at once (the server's answer follows with the reload). */
export function removeFileLocally(queryClient: ReturnType<typeof useQueryClient>, fileId: string): void {
  queryClient.setQueriesData<InfiniteData<FilesResponse>>(
    { queryKey: [...documentKeys.all, 'contents'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, files: p.files.filter((f) => f._id !== fileId) })),
      },
  );
}

/** DELETE /api/files/{module}/{id}. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ module, id }: { module: Module; id: string }) => api('deleteFile', { params: { module, id } }),
    onSuccess: (_answer, { id }) => {
      removeFileLocally(queryClient, id);
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
