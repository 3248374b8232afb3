import type { Folder } from '#shared/models/documents.ts';
import { folderHasFiles } from '../utils/folders.ts';
import './folder-grid.css';

/** A folder drawing: with sheets sticking out when it holds files, empty otherwise. */
export function FolderIcon({ full, size = 44 }: { full: boolean; size?: number }) {
  return (
    <svg
      className={`folder-icon folder-icon--${full ? 'full' : 'empty'}`}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 12a3 3 0 0 1 3-3h11l4 4h19a3 3 0 0 1 3 3v3H4z" className="folder-icon__back" />
      {full ? (
        <>
          <rect x="10" y="14" width="26" height="20" rx="1.5" className="folder-icon__sheet" />
          <rect x="13" y="11" width="26" height="20" rx="1.5" className="folder-icon__sheet" />
          <path d="M17 17h16M17 21h16M17 25h10" className="folder-icon__lines" />
        </>
      ) : null}
      <path d="M4 19h40v18a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" className="folder-icon__front" />
    </svg>
  );
}

export interface FolderGridProps {
  folders: readonly Folder[];
  onOpen: (folder: Folder) => void;
  /** The folder being opened: its tile shows a spinner. */
  openingId?: string | null;
}

/** Folder tiles; the icon is full when the folder or its subfolders hold files (docs/requirements.md#folder-screens). */
export function FolderGrid({ folders, onOpen, openingId }: FolderGridProps) {
  if (folders.length === 0) return <p className="empty">No folders found</p>;
  return (
    <ul className="folder-grid" aria-label="Folders">
      {folders.map((folder) => {
        const full = folderHasFiles(folder);
        const opening = openingId === folder._id;
        const files = folder.totalFileCount ?? folder.fileCount ?? 0;
        return (
          <li key={folder._id}>
            <button
              type="button"
              className="card-button folder-tile"
              data-folder-id={folder._id}
              data-icon={full ? 'full' : 'empty'}
              aria-busy={opening || undefined}
              onClick={() => onOpen(folder)}
            >
              <span className="folder-tile__icon">
                {opening ? <span className="spinner" role="status" aria-label="Opening" /> : <FolderIcon full={full} />}
              </span>
              <span className="folder-tile__name">{folder.name}</span>
              <span className="folder-tile__meta">
                {files} {files === 1 ? 'file' : 'files'}
                {folder.subfolderCount
                  ? ` · ${folder.subfolderCount} ${folder.subfolderCount === 1 ? 'folder' : 'folders'}`
                  : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
