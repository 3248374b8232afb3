import { useParams } from 'react-router-dom';
import { MODULES, type Module } from '#shared/roles.ts';
import { FileViewer } from '../../features/documents/components/file-viewer.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { ScreenHandle } from '../layout/screen-handle.ts';

/**
 * Needs a role and a project, else back to / (docs/requirements.md#pdf-viewer "File viewer"); the section is
 * in the address. The compare screen of a file's versions has the same needs.
 */
export const handle: ScreenHandle = {
  needsProject: true,
  module: ({ module }) => MODULES.find((m: Module) => m === module),
  // A sheet already open takes pins offline (features/documents/api/pin-outbox.ts).
  worksOffline:
    'You are offline. Pins and photos you add to a sheet already open are kept on this phone and sent when the connection returns.',
};

/** /view_file/{module}/{fileId} */
export function Component() {
  const { module, fileId } = useParams();
  useDocumentTitle('File Viewer');
  return <FileViewer module={module} fileId={fileId} />;
}
