import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Module } from '#shared/roles.ts';
import { Alert, alertClass } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useFileVersions } from '../api/file-versions.ts';
import { fetchFileUrl, useFileUrl } from '../api/get-file-url.ts';
import { areaOf } from '../config/areas.ts';
import { comparePath, viewerPath } from '../utils/format.ts';
import type { PinSheet } from './use-pin-work.tsx';
import '../../../components/ui/alert.css';
import './file-viewer.css';

export const INVALID_FILE_PARAMETERS = 'Invalid file parameters';
export const VIEWER_FAILED = 'Failed to load PDF viewer';

/** react-pdf and pdf.js come in their own chunk, only when a PDF is opened. */
const PdfViewer = lazy(() => import('./pdf-viewer.tsx'));

/** A PDF chunk that fails to load or throws shows the viewer's failure instead of an empty screen. */
export class ViewerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('PDF viewer failed', error);
  }
  override render() {
    if (this.state.failed) return <Alert message={VIEWER_FAILED} variant="error" />;
    return this.props.children;
  }
}

/**
 * /view_file/{module}/{fileId}: the PDF viewer. It reads the file through the plan path whatever the module
 * (docs/requirements.md#pdf-viewer); the server judges the file by its own area and project.
 */
/** Opening an older version says so, with the way to the current one (docs/requirements.md#file-versions). */
function SupersededBanner({ module, fileId, version }: { module: string; fileId: string; version: number }) {
  const versions = useFileVersions('plan', fileId);
  const current = versions.data?.find((v) => v.current)?.version;
  if (!current || current === version) return null;
  return (
    <p className={`${alertClass('warning')} superseded`} role="status" data-testid="superseded">
      Superseded: version {version} of {current}. <a href={viewerPath(module, fileId)}>Open the current version</a>
    </p>
  );
}

/** With two versions or more, the way to compare them (docs/requirements.md#compare-two-revisions). */
function CompareLink({ module, fileId }: { module: string; fileId: string }) {
  const versions = useFileVersions('plan', fileId);
  if ((versions.data?.length ?? 0) < 2) return null;
  return (
    <Link className="btn btn--secondary btn--sm" to={comparePath(module, fileId)}>
      Compare versions
    </Link>
  );
}

/**
 * The sheet whose pins the viewer shows (docs/requirements.md#pins-on-a-sheet): the chosen project's, the
 * version on the screen (the current one unless `?version=`); null until the versions are known.
 */
function usePinSheet(
  module: string | undefined,
  fileId: string | undefined,
  version: number | undefined,
): PinSheet | null {
  const projectId = useSession().project?.id;
  const versions = useFileVersions('plan', fileId ?? '', Boolean(fileId));
  const area = areaOf(module) ? (module as Module) : undefined;
  const current = versions.data?.find((v) => v.current)?.version;
  const shown = version ?? current;
  if (!projectId || !area || !fileId || !shown) return null;
  return { projectId, module: area, fileId, version: shown };
}

export function FileViewer({ module, fileId }: { module: string | undefined; fileId: string | undefined }) {
  const valid = Boolean(areaOf(module) && fileId);
  const [params] = useSearchParams();
  const version = Number(params.get('version')) || undefined;
  const url = useFileUrl(valid ? 'plan' : undefined, valid ? fileId : undefined, 'inline', version);
  const [failed, setFailed] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const pinSheet = usePinSheet(valid ? module : undefined, valid ? fileId : undefined, version);
  const initialPage = Number(params.get('page')) || undefined;

  if (!valid) return <Alert message={INVALID_FILE_PARAMETERS} variant="error" />;
  if (url.isPending) {
    return <StatusText>Loading...</StatusText>;
  }
  // Without its address there is nothing to show; a file pdf.js cannot draw keeps its name, Download and
  // banner, with the failure where the pages would be.
  if (url.isError) return <Alert message={VIEWER_FAILED} variant="error" />;

  return (
    <div className="file-viewer">
      <div className="file-viewer__head spread">
        <h1 className="file-viewer__name">{url.data.fileName}</h1>
        <span className="cluster">
          <CompareLink module={module as string} fileId={fileId as string} />
          <Button
            variant="secondary"
            size="sm"
            onClick={async () => {
              setDownloadError(null);
              try {
                window.location.assign(
                  (await fetchFileUrl('plan', fileId as string, 'attachment', undefined, version)).url,
                );
              } catch (e) {
                setDownloadError(serverMessageOr(e, 'Failed to download file'));
              }
            }}
          >
            Download
          </Button>
        </span>
      </div>
      {version ? <SupersededBanner module={module as string} fileId={fileId as string} version={version} /> : null}
      <Alert message={downloadError} variant="error" />
      {failed ? (
        <Alert message={VIEWER_FAILED} variant="error" />
      ) : (
        <ViewerBoundary>
          <Suspense fallback={<StatusText>Loading...</StatusText>}>
            <PdfViewer
              url={url.data.url}
              fileName={url.data.fileName}
              onError={() => setFailed(true)}
              pins={pinSheet}
              initialPage={initialPage}
              initialPin={params.get('pin')}
            />
          </Suspense>
        </ViewerBoundary>
      )}
    </div>
  );
}
