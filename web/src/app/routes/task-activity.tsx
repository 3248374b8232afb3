import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { TaskImages } from '../../features/construction-tasks/components/task-images.tsx';
import { TaskNotes } from '../../features/construction-tasks/components/task-notes.tsx';
import '../../components/layouts/app-layout.css';
import { ProjectPage } from '../components/project-page.tsx';
import type { ScreenHandle } from '../layout/screen-handle.ts';

export const handle: ScreenHandle = { needsProject: true, module: 'construction' };

/** A monitor popup's content as a page of its own, with a way back to the project schedule. */
function TaskActivityPage({ title, Content }: { title: string; Content: ComponentType<{ taskId: string }> }) {
  return (
    <ProjectPage param="taskId" title={title}>
      {(session, taskId) => (
        <div className="page-stack">
          <Link className="back-link" to={`/monitor/${encodeURIComponent(session.project.id)}`}>
            ← Back to the project schedule
          </Link>
          <Content taskId={taskId} />
        </div>
      )}
    </ProjectPage>
  );
}

/** /construction_tasks_images/{taskId}: what the Task Images popup shows. */
export const TaskImagesPage = () => <TaskActivityPage title="Task Images" Content={TaskImages} />;

/** /construction_tasks_notes/{taskId}: what the Task Notes popup shows. */
export const TaskNotesPage = () => <TaskActivityPage title="Task Notes" Content={TaskNotes} />;
