import { IssuesPage } from '../../features/issues/components/issues-page.tsx';
import { ProjectPage } from '../components/project-page.tsx';
import type { ScreenHandle } from '../layout/screen-handle.ts';

/** Pins of every area the role reaches, so no section of its own. */
export const handle: ScreenHandle = { needsProject: true };

/** /issues/{projectId}: the project's pins on its sheets (docs/requirements.md#pins-on-a-sheet). */
export function Component() {
  return (
    <ProjectPage param="projectId" title="Issues">
      {(session, projectId) => <IssuesPage projectId={projectId} role={session.role} userId={session.userId} />}
    </ProjectPage>
  );
}
