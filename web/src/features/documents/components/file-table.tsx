import { type ReactNode, useState } from 'react';
import type { DocumentFile } from '#shared/models/documents.ts';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { scrollIntoViewRef } from '../../../lib/search-targets.ts';
import { fetchFileUrl } from '../api/get-file-url.ts';
import { type AreaConfig, COLUMN_LABELS, type ColumnId } from '../config/areas.ts';
import { fileKind, fileSizeText, formatText, uploadByText, uploadDateText, viewerPath } from '../utils/format.ts';
import { RowMenu, type RowMenuItem } from './row-menu.tsx';
import './file-table.css';

export interface FileActions {
  onViewImage: (file: DocumentFile) => void;
  onMove: (file: DocumentFile) => void;
  /** Absent: no Copy (marketing, or no area the role may copy into). */
  onCopy?: (file: DocumentFile) => void;
  onPrint: (file: DocumentFile) => void;
  onShare: (file: DocumentFile) => void;
  /** Absent: no Upload new version / Versions in the row menu. */
  onNewVersion?: (file: DocumentFile) => void;
  onVersions?: (file: DocumentFile) => void;
  onDelete: (file: DocumentFile) => void;
  /** A download could not start. */
  onError: (message: string) => void;
}

export interface FileTableProps extends FileActions {
  /** A file to show highlighted and scrolled to (a search result: `?highlight=<fileId>`). */
  highlightId?: string | null;
  area: AreaConfig;
  files: readonly DocumentFile[];
}

/** Other files download: the API answers a short-lived URL (a navigation cannot carry the bearer token). */
async function download(file: DocumentFile): Promise<void> {
  const { url } = await fetchFileUrl(file.module, file._id, 'attachment');
  window.location.assign(url);
}

function FileNameCell({ file, actions }: { file: DocumentFile; actions: FileActions }) {
  const [busy, setBusy] = useState(false);
  const kind = fileKind(file);
  const name = file.original_name || '(unnamed)';
  if (kind === 'pdf') {
    return (
      <a className="file-link" href={viewerPath(file.module, file._id)} target="_blank" rel="noopener" data-kind="pdf">
        {name}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="file-link file-link--button"
      data-kind={kind}
      aria-busy={busy || undefined}
      onClick={async () => {
        if (kind === 'image') {
          actions.onViewImage(file);
          return;
        }
        setBusy(true);
        try {
          await download(file);
        } catch (error) {
          actions.onError(serverMessageOr(error, 'Failed to download file'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {name}
    </button>
  );
}

/**
 * A file's row menu, the same in every area: Move to..., Copy to... where the area copies, and the file's
 * versions. Plan and construction label it Move/Copy, marketing Actions (the spec's column names).
 */
function FileMenu({
  file,
  actions,
  label,
  ariaLabel,
}: {
  file: DocumentFile;
  actions: FileActions;
  label: string;
  ariaLabel: string;
}) {
  const { onCopy, onNewVersion, onVersions } = actions;
  const items: RowMenuItem[] = [{ label: 'Move to...', onSelect: () => actions.onMove(file) }];
  if (onCopy) items.push({ label: 'Copy to...', onSelect: () => onCopy(file) });
  if (onNewVersion) items.push({ label: 'Upload new version', onSelect: () => onNewVersion(file) });
  if (onVersions) items.push({ label: 'Versions', onSelect: () => onVersions(file) });
  return <RowMenu label={label} ariaLabel={ariaLabel} items={items} />;
}

/** A small button of a file's row; its accessible name says which file. */
function RowButton({
  variant = 'secondary',
  label,
  ariaLabel,
  onClick,
}: {
  variant?: 'secondary' | 'danger';
  label: string;
  ariaLabel: string;
  onClick: () => void;
}) {
  return (
    <Button variant={variant} size="sm" aria-label={ariaLabel} onClick={onClick}>
      {label}
    </Button>
  );
}

function cell(column: ColumnId, file: DocumentFile, area: AreaConfig, actions: FileActions): ReactNode {
  switch (column) {
    case 'name':
      return (
        <>
          <FileNameCell file={file} actions={actions} />
          {(file.version ?? 1) > 1 ? (
            <span className="version-badge" title={file.version_note ?? `Version ${file.version}`}>
              v{file.version}
            </span>
          ) : null}
        </>
      );
    case 'author':
      return file.author?.trim() || '-';
    case 'size':
      return fileSizeText(file);
    case 'format':
      return formatText(file);
    case 'uploadDate':
      return uploadDateText(file, area.dateFallback);
    case 'uploadBy':
      return uploadByText(file);
    case 'moveCopy':
      return <FileMenu file={file} actions={actions} label="Move/Copy" ariaLabel={`Move/Copy ${file.original_name}`} />;
    case 'actions':
      return <FileMenu file={file} actions={actions} label="Actions" ariaLabel={`Actions for ${file.original_name}`} />;
    case 'print':
      return (
        <RowButton label="Print" ariaLabel={`Print ${file.original_name}`} onClick={() => actions.onPrint(file)} />
      );
    case 'share':
      return (
        <RowButton
          label="Link"
          ariaLabel={`Temporary link for ${file.original_name}`}
          onClick={() => actions.onShare(file)}
        />
      );
    case 'delete':
      return (
        <RowButton
          variant="danger"
          label="Delete"
          ariaLabel={`Delete ${file.original_name}`}
          onClick={() => actions.onDelete(file)}
        />
      );
  }
}

/** The file table of a folder, with the columns of its area (docs/requirements.md#file-table "Folder contents screens"). */
export function FileTable({ area, files, highlightId, ...actions }: FileTableProps) {
  if (files.length === 0) return <p className="empty">No files in current folder</p>;
  return (
    <div className="file-table-scroll table-scroll">
      <table className="file-table" data-module={area.module}>
        <thead className="table-head">
          <tr>
            {area.columns.map((column) => (
              <th key={column} scope="col" className={`file-table__${column}`}>
                {COLUMN_LABELS[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr
              key={file._id}
              data-file-id={file._id}
              className={file._id === highlightId ? 'is-highlighted' : undefined}
              aria-current={file._id === highlightId ? 'true' : undefined}
              ref={file._id === highlightId ? scrollIntoViewRef : undefined}
            >
              {area.columns.map((column) => (
                <td key={column} className={`file-table__${column}`} data-label={COLUMN_LABELS[column]}>
                  {cell(column, file, area, actions)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
