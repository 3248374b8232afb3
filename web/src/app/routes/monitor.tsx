import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { MonitorTable } from '../../features/construction-tasks/components/monitor-table.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /monitor/{projectId}: the read-only Project Schedule table. */
export function Component() {
  const { projectId } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <RequireSession needsProject>
      {(session) => {
        if (!projectId) return <Navigate to="/app_home" replace />;
        return (
          <AppLayout
            navRole={session.role}
            userRole={session.role}
            scenario={session.scenario}
            project={session.project}
          >
            <PageHeader
              title="Project Schedule"
              subtitle={session.project.name}
              actions={
                // The site worker's way back to the report form (the side navigation has no link to it).
                session.role === 'site' ? (
                  <Link className="btn btn--primary" to={`/site_report?projectId=${encodeURIComponent(projectId)}`}>
                    Site Report
                  </Link>
                ) : undefined
              }
            />
            <MonitorTable projectId={projectId} highlightTaskId={searchParams.get('task')} />
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}
