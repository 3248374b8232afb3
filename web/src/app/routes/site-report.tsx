import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { SiteReportForm } from '../../features/construction-tasks/components/site-report-form.tsx';
import { type ScreenHandle, useSignedInSession } from '../layout/screen-handle.ts';

export const handle: ScreenHandle = { module: 'construction', worksOffline: true };

/** /site_report?projectId= (and /site_report/{taskId}?projectId=): without a projectId, the site picker. */
export function Component() {
  const { taskId } = useParams();
  const [params] = useSearchParams();
  const session = useSignedInSession();
  const projectId = params.get('projectId');
  if (!projectId) return <Navigate to="/site_select_project" replace />;
  if (!session.project) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader title="Site Report" subtitle={session.project.id === projectId ? session.project.name : undefined} />
      <SiteReportForm projectId={projectId} taskId={taskId} userId={session.userId} />
    </>
  );
}
