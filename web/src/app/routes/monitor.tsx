import { Link, useSearchParams } from 'react-router-dom';
import { MonitorTable } from '../../features/construction-tasks/components/monitor-table.tsx';
import '../../components/ui/button.css';
import { ProjectPage } from '../components/project-page.tsx';
import type { ScreenHandle } from '../layout/screen-handle.ts';

export const handle: ScreenHandle = { needsProject: true, module: 'construction' };

/** /monitor/{projectId}: the read-only Project Schedule table. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <ProjectPage
      param="projectId"
      title="Project Schedule"
      actions={(session, projectId) =>
        // The site worker's way back to the report form (the side navigation has no link to it).
        session.role === 'site' ? (
          <Link className="btn btn--primary" to={`/site_report?projectId=${encodeURIComponent(projectId)}`}>
            Site Report
          </Link>
        ) : undefined
      }
    >
      {(_session, projectId) => <MonitorTable projectId={projectId} highlightTaskId={searchParams.get('task')} />}
    </ProjectPage>
  );
}
