import { PhotoTimeline } from '../../features/construction-tasks/components/photo-timeline.tsx';
import { ProjectPage } from '../components/project-page.tsx';
import type { ScreenHandle } from '../layout/screen-handle.ts';

export const handle: ScreenHandle = { needsProject: true, module: 'construction' };

/** /photos/{projectId}: every site-report photo of the project, by day. */
export function Component() {
  return (
    <ProjectPage param="projectId" title="Photos">
      {(_session, projectId) => <PhotoTimeline projectId={projectId} />}
    </ProjectPage>
  );
}
