import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { SiteProjectPicker } from '../../features/projects/components/site-project-picker.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /site_select_project: only for role site (docs/requirements.md#site-project-picker); choosing a project opens its site report. */
export function Component() {
  return (
    <RequireSession roles={['site']}>
      {(session) => (
        <AppLayout navRole={session.role} userRole={session.role} scenario={session.scenario} project={session.project}>
          <PageHeader title="Select a Project" subtitle="Pick the project you are reporting on." />
          <SiteProjectPicker userId={session.userId} />
        </AppLayout>
      )}
    </RequireSession>
  );
}
