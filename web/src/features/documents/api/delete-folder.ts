import { useQuery } from '@tanstack/react-query';
import type { FolderDeleteStatus } from '#shared/models/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';

/** DELETE /api/folders/{id}: the folder leaves the lists at once; a large one is emptied in the background. */
export function useDeleteFolder() {
  return useInvalidatingMutation(
    ({ id }: { id: string }) => api('deleteFolder', { params: { id } }),
    () => documentKeys.all,
  );
}

export const DELETE_STATUS_POLL_MS = 1000;

/** GET /api/folders/{id}/delete-status, polled while the delete runs. */
export function useFolderDeleteStatus(folderId: string, initial: FolderDeleteStatus) {
  return useQuery({
    queryKey: documentKeys.deleteStatus(folderId),
    queryFn: ({ signal }) => api('getFolderDeleteStatus', { params: { id: folderId }, signal }),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'deleting' ? DELETE_STATUS_POLL_MS : false),
  });
}
