import { type FormEvent, useEffect, useState } from 'react';
import { NO_PROJECT_SELECTED } from '#shared/schemas/tasks.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { type AddTaskDraft, addValues } from '../utils/task-form-values.ts';
import './add-task-form.css';

export interface NewTaskValues {
  name: string;
  /** YYYY-MM-DD: Toronto midnight on the server. */
  start: string;
  end: string;
  owner?: string;
}

export interface AddTaskFormProps {
  projectId: string | null | undefined;
  /** The marketing schedule's extra optional Owner field. */
  withOwner?: boolean;
  /** The schedule's tasks: the success message goes when the task it speaks of is gone. */
  tasks: readonly { id: string }[];
  /** Resolves to the new task's id. */
  onAdd: (values: NewTaskValues) => Promise<string>;
  /** The failure text: the server's message, else the schedule's own fallback. */
  describeError: (error: unknown) => string;
}

const EMPTY: AddTaskDraft = { name: '', start: '', end: '', owner: '' };

/** Task Name, Start Date, End Date (and Owner), Add Task. Its state is its own: typing does not redraw the chart. */
export function AddTaskForm({ projectId, withOwner = false, tasks, onAdd, describeError }: AddTaskFormProps) {
  const [draft, setDraft] = useState<AddTaskDraft>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The task the success message speaks of, and whether the schedule has listed it yet. */
  const [added, setAdded] = useState<{ id: string; listed: boolean } | null>(null);
  useEffect(() => {
    if (!added) return;
    const listed = tasks.some((t) => t.id === added.id);
    if (listed && !added.listed) setAdded({ ...added, listed });
    if (!listed && added.listed) {
      setAdded(null);
      setMessage(null);
    }
  }, [tasks, added]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = addValues(projectId, draft, NO_PROJECT_SELECTED);
    setAdded(null);
    if (!checked.ok) return setMessage(checked.message);
    setMessage(null);
    setBusy(true);
    try {
      const id = await onAdd({ name: checked.name, start: checked.start, end: checked.end, owner: checked.owner });
      setDraft(EMPTY);
      setMessage(`Task "${checked.name}" added successfully`);
      setAdded({ id, listed: false });
    } catch (error) {
      setMessage(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel add-task" onSubmit={submit} noValidate aria-label="Add task">
      <div className={`add-task__fields${withOwner ? ' add-task__fields--owner' : ''}`}>
        <TextField
          label="Task Name"
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          autoComplete="off"
          required
        />
        <TextField
          label="Start Date"
          type="date"
          value={draft.start}
          onChange={(e) => setDraft({ ...draft, start: e.target.value })}
          required
        />
        <TextField
          label="End Date"
          type="date"
          value={draft.end}
          onChange={(e) => setDraft({ ...draft, end: e.target.value })}
          required
        />
        {withOwner ? (
          <TextField
            label="Owner"
            hint="Optional"
            value={draft.owner ?? ''}
            onChange={(e) => setDraft({ ...draft, owner: e.target.value })}
            autoComplete="off"
          />
        ) : null}
        <div className="add-task__submit">
          <Button type="submit" busy={busy}>
            Add Task
          </Button>
        </div>
      </div>
      <Alert message={message} />
    </form>
  );
}
