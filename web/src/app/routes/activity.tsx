import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { ActivityPage } from '../../features/activity/components/activity-page.tsx';
import { ProjectPage } from '../components/project-page.tsx';
import { type ScreenHandle, useSignedInSession } from '../layout/screen-handle.ts';

/** /activity/{projectId}: every area the role reaches, so no section of its own. */
export const projectHandle: ScreenHandle = { needsProject: true };

/** /activity/{projectId}: who did what in the project, in the areas the role reaches. */
export function ProjectActivity() {
  return (
    <ProjectPage param="projectId" title="Activity">
      {(session, projectId) => <ActivityPage scope={{ projectId }} role={session.role} title={session.project.name} />}
    </ProjectPage>
  );
}

/** /admin_activity: the administration's log belongs to no project, so the frame has no project search. */
export const adminHandle: ScreenHandle = { roles: ['admin'], nav: () => ({ project: null }) };

/** /admin_activity: user and project administration (admins only). */
export function AdminActivity() {
  const session = useSignedInSession();
  return (
    <>
      <PageHeader title="Administration activity" subtitle="Users and projects" />
      <ActivityPage scope={{ admin: true }} role={session.role} title="Administration" />
    </>
  );
}
