import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { ProjectPicker } from '../../features/projects/components/project-picker.tsx';
import { areaLabel } from '../../lib/navigation.ts';
import { setSelectedScenario } from '../../lib/session.ts';
import { RequireSession } from '../components/require-session.tsx';

function SaveScenario({ scenario }: { scenario: string }) {
  useEffect(() => {
    setSelectedScenario(scenario);
  }, [scenario]);
  return null;
}

/** /select_project?type=…: saves the scenario; drawn with the admin navigation whatever the role (docs/requirements.md#project-picker). */
export function Component() {
  const [params] = useSearchParams();
  const type = params.get('type');
  return (
    <RequireSession>
      {(session) => {
        if (!type) return <Navigate to="/app_home" replace />;
        const area = areaLabel(type);
        return (
          <AppLayout navRole="admin" userRole={session.role} scenario={type} project={session.project}>
            <SaveScenario scenario={type} />
            <PageHeader
              title="Select a Project"
              subtitle={area ? `${area} — choose the project to work in.` : undefined}
            />
            <ProjectPicker userId={session.userId} scenario={type} />
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}
