/**
 * Folders being deleted forever (docs/requirements.md#recycle-bin): a large folder is erased in steps on the
 * server's queue after the answer; its row counts the files and folders erased until the status says done.
 */
import { useEffect, useRef } from 'react';
import { useEraseStatus } from '../api/recycle-bin.ts';

export interface Erasing {
  id: string;
  name: string;
}

/** How long a finished erase stays on screen. */
export const DONE_VISIBLE_MS = 4_000;

function EraseRow({ erasing, onDone }: { erasing: Erasing; onDone: () => void }) {
  const { data: status, isError } = useEraseStatus(erasing.id);
  const done = status?.state === 'done';
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (!done && !isError) return;
    const timer = setTimeout(() => onDoneRef.current(), DONE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [done, isError]);
  if (!status || isError) return null;

  const total = status.totalFiles + status.totalFolders;
  const erased = done ? total : Math.min(total, status.deletedFiles + status.deletedFolders);
  return (
    <li className={`card recycle-bin__erasing${done ? ' is-done' : ''}`} data-state={status.state}>
      <span role="status">
        {done
          ? `Folder "${erasing.name}" deleted forever.`
          : `Deleting "${erasing.name}" forever: ${status.deletedFiles} of ${status.totalFiles} files, ${status.deletedFolders} of ${status.totalFolders} folders`}
      </span>
      <progress aria-label={`Deleting ${erasing.name} forever`} max={Math.max(total, 1)} value={erased} />
    </li>
  );
}

/** Every folder this screen is deleting forever. */
export function EraseProgress({ erasing, onDone }: { erasing: readonly Erasing[]; onDone: (id: string) => void }) {
  if (erasing.length === 0) return null;
  return (
    <ul className="stack-list recycle-bin__erasures" aria-label="Folders being deleted forever">
      {erasing.map((e) => (
        <EraseRow key={e.id} erasing={e} onDone={() => onDone(e.id)} />
      ))}
    </ul>
  );
}
