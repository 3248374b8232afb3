import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Folder, FolderDeleteStatus } from '#shared/models/documents.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDeleteFolder, useFolderDeleteStatus } from '../api/delete-folder.ts';
import { documentKeys } from '../api/keys.ts';
import './upload-list.css';
import './folder-deletion.css';

export interface TrackedDeletion {
  folderId: string;
  name: string;
  status: FolderDeleteStatus;
}

/** How long a finished delete stays on screen. */
const DONE_VISIBLE_MS = 4_000;

/**
 * Deleting folders: the folder leaves the lists at once; a large one is emptied in the background, and its
 * progress stays on screen until it is done.
 */
export function useFolderDeletion() {
  const mutation = useDeleteFolder();
  const [deletions, setDeletions] = useState<TrackedDeletion[]>([]);
  const [error, setError] = useState<string | null>(null);

  const remove = useCallback(
    async (folder: Pick<Folder, '_id' | 'name'>): Promise<boolean> => {
      setError(null);
      try {
        const answer = await mutation.mutateAsync({ id: folder._id });
        setDeletions((list) => [
          ...list.filter((d) => d.folderId !== folder._id),
          { folderId: folder._id, name: folder.name, status: answer.deleteStatus },
        ]);
        return true;
      } catch (e) {
        setError(serverMessageOr(e, 'Failed to delete folder'));
        return false;
      }
    },
    [mutation],
  );

  const dismiss = useCallback((folderId: string) => {
    setDeletions((list) => list.filter((d) => d.folderId !== folderId));
  }, []);

  return { remove, deletions, dismiss, error, clearError: () => setError(null), pending: mutation.isPending };
}

function DeletionProgress({ deletion, onDone }: { deletion: TrackedDeletion; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { data } = useFolderDeleteStatus(deletion.folderId, deletion.status);
  const status = data ?? deletion.status;
  const done = status.state === 'done';
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    const timer = setTimeout(() => onDoneRef.current(), DONE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [done, queryClient]);

  const total = status.totalFiles + status.totalFolders;
  const deleted = status.deletedFiles + status.deletedFolders;
  const percent = done ? 100 : total > 0 ? Math.floor((deleted / total) * 100) : 0;
  return (
    <li className={`deletion${done ? ' is-done' : ''}`} data-state={status.state}>
      <div className="deletion__text" role="status">
        {done
          ? `Folder "${deletion.name}" deleted.`
          : `Deleting "${deletion.name}": ${status.deletedFiles} of ${status.totalFiles} files, ${status.deletedFolders} of ${status.totalFolders} folders`}
      </div>
      <div
        className="upload-progress"
        role="progressbar"
        aria-label={`Deleting ${deletion.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/** Progress of every folder delete started on this screen. */
export function DeletionList({
  deletions,
  onDismiss,
}: {
  deletions: readonly TrackedDeletion[];
  onDismiss: (folderId: string) => void;
}) {
  if (deletions.length === 0) return null;
  return (
    <ul className="stack-list deletions" aria-label="Folder deletes">
      {deletions.map((d) => (
        <DeletionProgress key={d.folderId} deletion={d} onDone={() => onDismiss(d.folderId)} />
      ))}
    </ul>
  );
}
