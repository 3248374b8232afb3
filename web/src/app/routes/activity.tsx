import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { ActivityPage } from '../../features/activity/components/activity-page.tsx';
import { ProjectScreen } from '../components/project-screen.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /activity/{projectId}: who did what in the project, in the areas the role reaches. */
export function ProjectActivity() {
  return (
    <ProjectScreen param="projectId" title="Activity">
      {(session, projectId) => <ActivityPage scope={{ projectId }} role={session.role} title={session.project.name} />}
    </ProjectScreen>
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
