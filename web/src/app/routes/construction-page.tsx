import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Role } from '#shared/roles.ts';
import { BASELINE_KEEPERS } from '#shared/schemas/schedule-baselines.ts';
import { constructionTaskKeys } from '../../features/construction-tasks/api/get-tasks.ts';
import { ConstructionSchedule } from '../../features/construction-tasks/components/construction-schedule.tsx';
import { baselineKeys } from '../../features/schedules/api/baselines.ts';
import { ExportButtons } from '../../features/schedules/components/export-buttons.tsx';
import { CALENDAR_EDITORS, WorkingDaysButton } from '../../features/schedules/components/working-days-button.tsx';
import { recycleBinPath } from '../../lib/recycle-bin.ts';
import { ProjectPage } from '../components/project-page.tsx';
import type { ScreenHandle } from '../layout/screen-handle.ts';

/** The roles that plan the construction schedule (the server refuses the others' changes). */
const PLANNERS: readonly Role[] = ['admin', 'office', 'pm'];

export const handle: ScreenHandle = { needsProject: true, module: 'construction' };

/** /construction_page/{projectId}: the construction schedule (Gantt). */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <ProjectPage
      param="projectId"
      title="Construction Schedule"
      actions={(session, projectId) => (
        <>
          <ExportButtons
            projectId={projectId}
            schedule="construction"
            {...(PLANNERS.includes(session.role) && {
              onImported: () => {
                void queryClient.invalidateQueries({ queryKey: constructionTaskKeys.list(projectId) });
                // a file's Baseline 0 became the baseline "Imported"
                void queryClient.invalidateQueries({ queryKey: baselineKeys.all(projectId, 'construction') });
              },
            })}
          />
          {CALENDAR_EDITORS.includes(session.role) ? <WorkingDaysButton projectId={projectId} /> : null}
          <Link className="btn btn--secondary" to={recycleBinPath(projectId, 'schedules')}>
            Recycle Bin
          </Link>
        </>
      )}
    >
      {(session, projectId) => (
        <ConstructionSchedule
          projectId={projectId}
          projectName={session.project.name}
          canEdit={PLANNERS.includes(session.role)}
          canKeepBaselines={BASELINE_KEEPERS.includes(session.role)}
        />
      )}
    </ProjectPage>
  );
}
