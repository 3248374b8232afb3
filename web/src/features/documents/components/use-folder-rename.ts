import type { Module } from '#shared/roles.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useRenameFolder } from '../api/update-folder.ts';

/**
 * Renames a folder of the folder editors (Edit Folders page, Edit Subfolders dialog). A failure is shown
 * through `setError` and thrown on, so the name editor stays open with the new name.
 */
export function useFolderRename(module: Module, projectId: string, setError: (message: string | null) => void) {
  const rename = useRenameFolder();
  return async (folder: { _id: string }, newName: string) => {
    setError(null);
    try {
      await rename.mutateAsync({ id: folder._id, name: newName, module, projectId });
    } catch (e) {
      setError(serverMessageOr(e, 'Failed to update folder'));
      throw e;
    }
  };
}
