/**
 * A file's Versions panel (docs/requirements.md#file-versions): every version, newest first, to open,
 * download or make current; and the file's History (its activity).
 */
import { useState } from 'react';
import type { DocumentFile, FileVersion } from '#shared/models/documents.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorReason, withReason } from '../../../lib/api-client.ts';
import { ObjectHistory } from '../../activity/index.ts';
import { useFileVersions, useMakeVersionCurrent } from '../api/file-versions.ts';
import { fetchFileUrl } from '../api/get-file-url.ts';
import { fileKind, formatSize, viewerPath } from '../utils/format.ts';
import '../../../components/ui/alert.css';
import '../../../components/ui/button.css';
import './versions-dialog.css';

function VersionRow({
  file,
  version,
  onMakeCurrent,
}: {
  file: DocumentFile;
  version: FileVersion;
  onMakeCurrent: () => void;
}) {
  const toast = useToast();
  const download = async () => {
    try {
      window.location.assign((await fetchFileUrl(file.module, file._id, 'attachment', undefined, version.version)).url);
    } catch (error) {
      toast(withReason('Download failed', error), 'error');
    }
  };
  return (
    <li className="version card" data-version={version.version}>
      <div className="version__head">
        <strong>v{version.version}</strong>
        {version.current ? <span className="version__current">Current</span> : null}
        <span className="muted">
          {formatTorontoDateTime(version.upload_date)} · {version.upload_by || '-'} · {formatSize(version.size)} ·{' '}
          {version.format}
        </span>
      </div>
      {version.note ? <p className="version__note">{version.note}</p> : null}
      <div className="toolbar">
        {fileKind(version) === 'pdf' ? (
          <a
            className="btn btn--secondary btn--sm"
            href={viewerPath(file.module, file._id, version.current ? undefined : version.version)}
            target="_blank"
            rel="noopener"
          >
            Open
          </a>
        ) : null}
        <Button variant="secondary" size="sm" onClick={download}>
          Download
        </Button>
        {version.current ? null : (
          <Button variant="secondary" size="sm" onClick={onMakeCurrent}>
            Make current
          </Button>
        )}
      </div>
    </li>
  );
}

export function VersionsDialog({
  file,
  projectId,
  onClose,
}: {
  file: DocumentFile;
  projectId: string;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<'versions' | 'history'>('versions');
  const versions = useFileVersions(file.module, file._id);
  const makeCurrent = useMakeVersionCurrent(file.module, file._id);
  const [confirmDialog, confirm] = useConfirm();
  const toast = useToast();

  const restore = async (version: number) => {
    if (
      !(await confirm({
        message: `Make version ${version} of ${file.original_name} current? It is added again as the newest version.`,
        confirmLabel: 'Make current',
        destructive: false,
      }))
    )
      return;
    try {
      const now = await makeCurrent.mutateAsync(version);
      toast(`Version ${version} is current again, as v${now.version ?? 1}`, 'success');
    } catch (error) {
      toast(withReason('Could not make the version current', error), 'error');
    }
  };

  return (
    <Dialog title={`Versions of ${file.original_name}`} onClose={onClose}>
      <div className="tabs" role="tablist" aria-label="Versions and history">
        {(
          [
            ['versions', 'Versions'],
            ['history', 'History'],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`tabs__tab${tab === id ? ' is-active' : ''}`}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'history' ? (
        <ObjectHistory projectId={projectId} objectId={file._id} />
      ) : versions.isPending || versions.isError ? (
        <QueryStatus
          query={versions}
          loading="Loading versions..."
          failed={errorReason(versions.error) ?? 'Could not load the versions'}
        />
      ) : (
        <ol className="stack-list" data-testid="versions">
          {versions.data.map((v) => (
            <VersionRow key={v.version} file={file} version={v} onMakeCurrent={() => void restore(v.version)} />
          ))}
        </ol>
      )}
      {confirmDialog}
    </Dialog>
  );
}
