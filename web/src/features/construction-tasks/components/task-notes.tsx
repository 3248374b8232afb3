import { isTorontoToday } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTaskActivity } from '../api/get-task-activity.ts';
import { formatDateTime } from '../utils/monitor-cells.ts';
import { useNow } from './use-now.ts';
import '../../../components/ui/alert.css';
import './cell-badge.css';
import './task-notes.css';

export const LOAD_TASK_DATA_FAILED = 'Failed to load task data';

/** Every note of a task, newest first; today's are marked. The popup and /construction_tasks_notes show this. */
export function TaskNotes({ taskId }: { taskId: string }) {
  const activity = useTaskActivity(taskId);
  const now = useNow();
  if (activity.isPending)
    return (
      <p className="muted" role="status">
        Loading...
      </p>
    );
  if (activity.isError)
    return (
      <p className="alert alert--error" role="alert">
        {LOAD_TASK_DATA_FAILED}
      </p>
    );
  const { notes } = activity.data;
  if (notes.length === 0) return <p className="empty">No notes for this task yet.</p>;
  return (
    <ol className="notes" aria-label="Notes">
      {notes.map((note) => {
        const today = isTorontoToday(note.date, now);
        return (
          <li key={note._id} className={`note${today ? ' note--today' : ''}`}>
            <div className="note__meta">
              <span>{formatDateTime(note.date)}</span>
              <span>{note.user_name || note.user_id}</span>
              {today ? <span className="pill pill--yellow">Today</span> : null}
            </div>
            <p className="note__text">{note.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function TaskNotesDialog({
  taskId,
  taskName,
  onClose,
}: {
  taskId: string;
  taskName: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={`Task Notes: ${taskName}`}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <TaskNotes taskId={taskId} />
    </Dialog>
  );
}
