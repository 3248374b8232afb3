import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { FileVersion } from '#shared/models/documents.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { useFileVersions } from '../api/file-versions.ts';
import { useFileUrl } from '../api/get-file-url.ts';
import { areaOf } from '../config/areas.ts';
import { viewerPath } from '../utils/format.ts';
import { INVALID_FILE_PARAMETERS, VIEWER_FAILED, ViewerBoundary } from './file-viewer.tsx';
import './revision-compare.css';

/** pdf.js comes in its own chunk, as for the viewer. */
const RevisionCompare = lazy(() => import('./revision-compare.tsx'));

export const ONE_VERSION = 'This file has one version: there is nothing to compare it with yet.';

const versionLabel = (v: FileVersion) => `v${v.version}${v.current ? ' (current)' : ''}${v.note ? `: ${v.note}` : ''}`;

/**
 * The two versions compared: `?a=` and `?b=` when given and known, else the one before the current and the
 * current one. A is drawn red, B blue.
 */
export function chosenVersions(versions: readonly FileVersion[], a: number, b: number): [number, number] | null {
  if (versions.length < 2) return null;
  const known = (n: number) => versions.some((v) => v.version === n);
  const newestFirst = [...versions].sort((x, y) => y.version - x.version);
  const current = versions.find((v) => v.current)?.version ?? (newestFirst[0] as FileVersion).version;
  const before = newestFirst.find((v) => v.version !== current)?.version as number;
  return [known(a) ? a : before, known(b) ? b : current];
}

/**
 * /compare_file/{module}/{fileId}?a=&b= (docs/requirements.md#compare-two-revisions): two versions of a
 * drawing, laid over each other or side by side.
 */
export function CompareRevisions({ module, fileId }: { module: string | undefined; fileId: string | undefined }) {
  const valid = Boolean(areaOf(module) && fileId);
  const [params, setParams] = useSearchParams();
  const versions = useFileVersions('plan', fileId ?? '', valid);
  const chosen = versions.data ? chosenVersions(versions.data, Number(params.get('a')), Number(params.get('b'))) : null;
  const older = useFileUrl(chosen ? 'plan' : undefined, fileId, 'inline', chosen?.[0]);
  const newer = useFileUrl(chosen ? 'plan' : undefined, fileId, 'inline', chosen?.[1]);

  if (!valid) return <Alert message={INVALID_FILE_PARAMETERS} variant="error" />;
  if (versions.isPending) return <StatusText>Loading...</StatusText>;
  if (versions.isError) return <Alert message={VIEWER_FAILED} variant="error" />;
  const options = [...versions.data]
    .sort((x, y) => y.version - x.version)
    .map((v) => ({ value: String(v.version), label: versionLabel(v) }));
  const choose = (key: 'a' | 'b', value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const name = versions.data.find((v) => v.current)?.original_name ?? versions.data[0]?.original_name ?? '';

  return (
    <div className="file-viewer">
      <div className="file-viewer__head spread">
        <h1 className="file-viewer__name">Compare versions: {name}</h1>
        <Link className="btn btn--secondary btn--sm" to={viewerPath(module as string, fileId as string)}>
          Back to the viewer
        </Link>
      </div>
      {chosen ? (
        <>
          <div className="compare-pick">
            <SelectField
              label="Version A (red)"
              value={String(chosen[0])}
              options={options}
              onChange={(e) => choose('a', e.target.value)}
            />
            <SelectField
              label="Version B (blue)"
              value={String(chosen[1])}
              options={options}
              onChange={(e) => choose('b', e.target.value)}
            />
          </div>
          {older.isError || newer.isError ? <Alert message={VIEWER_FAILED} variant="error" /> : null}
          {older.data && newer.data ? (
            <ViewerBoundary>
              <Suspense fallback={<StatusText>Loading...</StatusText>}>
                <RevisionCompare
                  older={{ url: older.data.url, label: `v${chosen[0]}` }}
                  newer={{ url: newer.data.url, label: `v${chosen[1]}` }}
                />
              </Suspense>
            </ViewerBoundary>
          ) : older.isError || newer.isError ? null : (
            <StatusText>Loading...</StatusText>
          )}
        </>
      ) : (
        <Alert message={ONE_VERSION} variant="info" />
      )}
    </div>
  );
}
