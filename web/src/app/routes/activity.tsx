import { Navigate, useParams } from 'react-router-dom';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { ActivityPage } from '../../features/activity/components/activity-page.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /activity/{projectId}: who did what in the project, in the areas the role reaches. */
export function ProjectActivity() {
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
            <PageHeader title="Activity" subtitle={session.project.name} />
            <ActivityPage scope={{ projectId }} role={session.role} title={session.project.name} />
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}

/** /admin_activity: user and project administration (admins only). */
export function AdminActivity() {
  return (
    <RequireSession roles={['admin']}>
      {(session) => (
        <AppLayout navRole={session.role} userRole={session.role} scenario={session.scenario} project={null}>
          <PageHeader title="Administration activity" subtitle="Users and projects" />
          <ActivityPage scope={{ admin: true }} role={session.role} title="Administration" />
        </AppLayout>
      )}
    </RequireSession>
  );
}
