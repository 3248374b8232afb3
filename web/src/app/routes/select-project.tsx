import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { ProjectPicker } from '../../features/projects/components/project-picker.tsx';
import { areaLabel, destinationAfterProjectChoice } from '../../lib/navigation.ts';
import { setSelectedScenario } from '../../lib/session.ts';
import { type ScreenHandle, useSignedInSession } from '../layout/screen-handle.ts';

function SaveScenario({ scenario }: { scenario: string }) {
  useEffect(() => {
    setSelectedScenario(scenario);
  }, [scenario]);
  return null;
}

/** Drawn with the admin navigation whatever the role, for the scenario being chosen (docs/requirements.md#project-picker). */
export const handle: ScreenHandle = {
  nav: (session, search) => ({ navRole: 'admin', scenario: search.get('type') ?? session.scenario }),
};

/** /select_project?type=…: saves the scenario, then the projects to choose from. */
export function Component() {
  const [params] = useSearchParams();
  const session = useSignedInSession();
  const type = params.get('type');
  if (!type) return <Navigate to="/app_home" replace />;
  const area = areaLabel(type);
  return (
    <>
      <SaveScenario scenario={type} />
      <PageHeader title="Select a Project" subtitle={area ? `${area} — choose the project to work in.` : undefined} />
      <ProjectPicker
        userId={session.userId}
        scenario={type}
        destination={(projectId) => destinationAfterProjectChoice(type, projectId)}
      />
    </>
  );
}
