import type { TaskWithActivity } from '#shared/task-models.ts';
import { isTorontoToday } from '#shared/time.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDateTime } from '../utils/monitor-cells.ts';
import { TaskActivityView, type TaskDialogProps } from './task-activity-view.tsx';
import '../../../components/ui/alert.css';
import './cell-badge.css';
import './task-notes.css';

/** Every note of a task, newest first; today's are marked. The popup and /construction_tasks_notes show this. */
export function TaskNotes({ taskId }: { taskId: string }) {
  return (
    <TaskActivityView taskId={taskId}>{({ notes }, now) => <NoteList notes={notes} now={now} />}</TaskActivityView>
  );
}

function NoteList({ notes, now }: { notes: TaskWithActivity['notes']; now: Date }) {
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
              {today ? <span className="pill pill--yellow tone--yellow">Today</span> : null}
            </div>
            <p className="note__text">{note.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function TaskNotesDialog({ taskId, taskName, onClose }: TaskDialogProps) {
  return (
    <Dialog title={`Task Notes: ${taskName}`} onClose={onClose} footer="close">
      <TaskNotes taskId={taskId} />
    </Dialog>
  );
}
