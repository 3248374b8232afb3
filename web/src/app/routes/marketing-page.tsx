import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { marketingTaskKeys } from '../../features/marketing-tasks/api/get-marketing-tasks.ts';
import { MarketingSchedule } from '../../features/marketing-tasks/components/marketing-schedule.tsx';
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
              onImported={() => void queryClient.invalidateQueries({ queryKey: marketingTaskKeys.list(project.id) })}
            />
            {CALENDAR_EDITORS.includes(role) ? <WorkingDaysButton projectId={project.id} /> : null}
            <Link className="btn btn--secondary" to={recycleBinPath(project.id, 'schedules')}>
              Recycle Bin
            </Link>
          </>
        }
      />
      <MarketingSchedule projectId={project.id} projectName={project.name} />
    </>
  );
}
