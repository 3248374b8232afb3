import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { ProjectPicker } from '../../features/projects/components/project-picker.tsx';
import { type ScreenHandle, useSignedInSession } from '../layout/screen-handle.ts';

/** Only for role site (docs/requirements.md#site-project-picker). */
export const handle: ScreenHandle = { roles: ['site'] };

/** Site work is construction work: the report of the chosen project, in the construction area. */
const siteReportOf = (projectId: string) => `/site_report?projectId=${encodeURIComponent(projectId)}`;

/** /site_select_project: choosing a project opens its site report. */
export function Component() {
  const session = useSignedInSession();
  return (
    <>
      <PageHeader title="Select a Project" subtitle="Pick the project you are reporting on." />
      <ProjectPicker userId={session.userId} scenario="construction" destination={siteReportOf} details />
    </>
  );
}
