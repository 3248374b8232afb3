import { PhotoTimeline } from '../../features/construction-tasks/components/photo-timeline.tsx';
import { ProjectScreen } from '../components/project-screen.tsx';

/** /photos/{projectId}: every site-report photo of the project, by day. */
export function Component() {
  return (
    <ProjectScreen module="construction" param="projectId" title="Photos">
      {(_session, projectId) => <PhotoTimeline projectId={projectId} />}
    </ProjectScreen>
  );
}
