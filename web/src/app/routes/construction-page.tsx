import { Navigate, useParams } from 'react-router-dom';
import type { Role } from '#shared/roles.ts';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { ConstructionSchedule } from '../../features/construction-tasks/components/construction-schedule.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** The roles that plan the construction schedule (the server refuses the others' changes). */
const PLANNERS: readonly Role[] = ['admin', 'office', 'pm'];

/** /construction_page/{projectId}: the construction schedule (Gantt). */
export function Component() {
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
            <PageHeader title="Construction Schedule" subtitle={session.project.name} />
            <ConstructionSchedule
              projectId={projectId}
              projectName={session.project.name}
              canEdit={PLANNERS.includes(session.role)}
            />
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}
