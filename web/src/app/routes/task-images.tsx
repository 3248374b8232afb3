import { Link, Navigate, useParams } from 'react-router-dom';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { TaskImages } from '../../features/construction-tasks/components/task-images.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** /construction_tasks_images/{taskId}: what the Task Images popup shows, as a page. */
export function Component() {
  const { taskId } = useParams();
  return (
    <RequireSession needsProject>
      {(session) => {
        if (!taskId) return <Navigate to="/app_home" replace />;
        return (
          <AppLayout
            navRole={session.role}
            userRole={session.role}
            scenario={session.scenario}
            project={session.project}
          >
            <PageHeader title="Task Images" subtitle={session.project.name} />
            <div className="page-stack">
              <Link className="back-link" to={`/monitor/${encodeURIComponent(session.project.id)}`}>
                ← Back to the project schedule
              </Link>
              <TaskImages taskId={taskId} />
            </div>
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}
