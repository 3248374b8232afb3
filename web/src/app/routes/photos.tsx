import { Navigate, useParams } from 'react-router-dom';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { PhotoTimeline } from '../../features/construction-tasks/components/photo-timeline.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /photos/{projectId}: every site-report photo of the project, by day. */
export function Component() {
  const { projectId } = useParams();
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
            <PageHeader title="Photos" subtitle={session.project.name} />
            <PhotoTimeline projectId={projectId} />
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}
