import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { SiteReportForm } from '../../features/construction-tasks/components/site-report-form.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /site_report?projectId= (and /site_report/{taskId}?projectId=): without a projectId, the site picker. */
export function Component() {
  const { taskId } = useParams();
  const [params] = useSearchParams();
  const projectId = params.get('projectId');
  return (
    <RequireSession module="construction">
      {(session) => {
        if (!projectId) return <Navigate to="/site_select_project" replace />;
        if (!session.project) return <Navigate to="/" replace />;
        return (
          <AppLayout
            navRole={session.role}
            userRole={session.role}
            scenario={session.scenario}
            project={session.project}
            worksOffline
          >
            <PageHeader
              title="Site Report"
              subtitle={session.project.id === projectId ? session.project.name : undefined}
            />
            <SiteReportForm projectId={projectId} taskId={taskId} userId={session.userId} />
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}
