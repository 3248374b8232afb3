import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { SiteProjectPicker } from '../../features/projects/components/site-project-picker.tsx';
import { type ScreenHandle, useSignedInSession } from '../layout/screen-handle.ts';

/** Only for role site (docs/requirements.md#site-project-picker). */
export const handle: ScreenHandle = { roles: ['site'] };

/** /site_select_project: choosing a project opens its site report. */
export function Component() {
  const session = useSignedInSession();
  return (
    <>
      <PageHeader title="Select a Project" subtitle="Pick the project you are reporting on." />
      <SiteProjectPicker userId={session.userId} />
    </>
  );
}
