import type { ComponentType } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { AppLayout, PageHeader } from '../../components/layouts/app-layout.tsx';
import { TaskImages } from '../../features/construction-tasks/components/task-images.tsx';
import { TaskNotes } from '../../features/construction-tasks/components/task-notes.tsx';
import { RequireSession } from '../components/require-session.tsx';

/** A monitor popup's content as a page of its own, with a way back to the project schedule. */
function TaskActivityPage({ title, Content }: { title: string; Content: ComponentType<{ taskId: string }> }) {
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
            <PageHeader title={title} subtitle={session.project.name} />
            <div className="page-stack">
              <Link className="back-link" to={`/monitor/${encodeURIComponent(session.project.id)}`}>
                ← Back to the project schedule
              </Link>
              <Content taskId={taskId} />
            </div>
          </AppLayout>
        );
      }}
    </RequireSession>
  );
}

/** /construction_tasks_images/{taskId}: what the Task Images popup shows. */
export const TaskImagesPage = () => <TaskActivityPage title="Task Images" Content={TaskImages} />;

/** /construction_tasks_notes/{taskId}: what the Task Notes popup shows. */
export const TaskNotesPage = () => <TaskActivityPage title="Task Notes" Content={TaskNotes} />;
