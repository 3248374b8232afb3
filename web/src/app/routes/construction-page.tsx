import type { Role } from '#shared/roles.ts';
import { ConstructionSchedule } from '../../features/construction-tasks/components/construction-schedule.tsx';
import { ProjectScreen } from '../components/project-screen.tsx';

/** The roles that plan the construction schedule (the server refuses the others' changes). */
const PLANNERS: readonly Role[] = ['admin', 'office', 'pm'];

/** /construction_page/{projectId}: the construction schedule (Gantt). */
export function Component() {
  return (
    <ProjectScreen module="construction" param="projectId" title="Construction Schedule">
      {(session, projectId) => (
        <ConstructionSchedule
          projectId={projectId}
          projectName={session.project.name}
          canEdit={PLANNERS.includes(session.role)}
        />
      )}
    </ProjectScreen>
  );
}
