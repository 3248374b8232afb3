import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BASELINE_KEEPERS } from '#shared/schemas/schedule-baselines.ts';
import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { marketingTaskKeys } from '../../features/marketing-tasks/api/get-marketing-tasks.ts';
import { MarketingSchedule } from '../../features/marketing-tasks/components/marketing-schedule.tsx';
import { baselineKeys } from '../../features/schedules/api/baselines.ts';
import { ExportButtons } from '../../features/schedules/components/export-buttons.tsx';
import { CALENDAR_EDITORS, WorkingDaysButton } from '../../features/schedules/components/working-days-button.tsx';
import { recycleBinPath } from '../../lib/recycle-bin.ts';
import { type ScreenHandle, useProjectSession } from '../layout/screen-handle.ts';

export const handle: ScreenHandle = { needsProject: true, module: 'marketing' };

/** /marketing_page: the marketing schedule (Gantt) of the selected project. */
export function Component() {
  const { project, role } = useProjectSession();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title="Marketing Schedule"
        subtitle={project.name}
        actions={
          <>
            <ExportButtons
              projectId={project.id}
              schedule="marketing"
              onImported={() => {
                void queryClient.invalidateQueries({ queryKey: marketingTaskKeys.list(project.id) });
                // a file's Baseline 0 became the baseline "Imported"
                void queryClient.invalidateQueries({ queryKey: baselineKeys.all(project.id, 'marketing') });
              }}
            />
            {CALENDAR_EDITORS.includes(role) ? <WorkingDaysButton projectId={project.id} /> : null}
            <Link className="btn btn--secondary" to={recycleBinPath(project.id, 'schedules')}>
              Recycle Bin
            </Link>
          </>
        }
      />
      <MarketingSchedule
        projectId={project.id}
        projectName={project.name}
        canKeepBaselines={BASELINE_KEEPERS.includes(role)}
      />
    </>
  );
}
