import { useParams } from 'react-router-dom';
import { MODULES, type Module } from '#shared/roles.ts';
import { AppLayout } from '../../components/layouts/app-layout.tsx';
import { FileViewer } from '../../features/documents/components/file-viewer.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequireSession } from '../components/require-session.tsx';

/** /view_file/{module}/{fileId}: needs a role and a project, else back to / (docs/requirements.md#pdf-viewer "File viewer"). */
export function Component() {
  const { module, fileId } = useParams();
  useDocumentTitle('File Viewer');
  return (
    <RequireSession needsProject module={MODULES.find((m: Module) => m === module)}>
      {(session) => (
        <AppLayout navRole={session.role} userRole={session.role} scenario={session.scenario} project={session.project}>
          <FileViewer module={module} fileId={fileId} />
        </AppLayout>
      )}
    </RequireSession>
  );
}
