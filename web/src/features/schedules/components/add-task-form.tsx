import { useEffect, useMemo, useState } from 'react';
import { NO_PROJECT_SELECTED } from '#shared/schemas/tasks.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { addTaskFields, FILL_IN_ALL_FIELDS } from '../utils/task-form-values.ts';
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

const EMPTY = { name: '', start: '', end: '', owner: '' };

/** The task the success message speaks of, and whether the schedule has listed it yet. */
function useAddedNotice(tasks: readonly { id: string }[]) {
  const [added, setAdded] = useState<{ id: string; name: string; listed: boolean } | null>(null);
  useEffect(() => {
    if (!added) return;
    const listed = tasks.some((t) => t.id === added.id);
    if (listed && !added.listed) setAdded({ ...added, listed });
    if (!listed && added.listed) setAdded(null);
  }, [tasks, added]);
  return { notice: added ? `Task "${added.name}" added successfully` : undefined, setAdded };
}

/** Task Name, Start Date, End Date (and Owner), Add Task. Its state is its own: typing does not redraw the chart. */
export function AddTaskForm({ projectId, withOwner = false, tasks, onAdd, describeError }: AddTaskFormProps) {
  const schema = useMemo(() => addTaskFields(projectId, NO_PROJECT_SELECTED), [projectId]);
  const form = useZodForm(schema, { defaultValues: EMPTY, formMessages: [FILL_IN_ALL_FIELDS] });
  const { notice, setAdded } = useAddedNotice(tasks);

  const submit = form.handleSubmit(
    async (values) => {
      setAdded(null);
      try {
        const id = await onAdd(values);
        form.reset(EMPTY);
        setAdded({ id, name: values.name, listed: false });
      } catch (error) {
        form.setError('root', { message: describeError(error) });
      }
    },
    () => setAdded(null),
  );

  return (
    <form className="panel add-task" onSubmit={submit} noValidate aria-label="Add task">
      <div className={`add-task__fields${withOwner ? ' add-task__fields--owner' : ''}`}>
        <FormTextField label="Task Name" autoComplete="off" required form={form} name="name" />
        <FormTextField label="Start Date" type="date" required form={form} name="start" />
        <FormTextField label="End Date" type="date" required form={form} name="end" />
        {withOwner ? <FormTextField label="Owner" hint="Optional" autoComplete="off" form={form} name="owner" /> : null}
        <div className="add-task__submit">
          <Button type="submit" busy={form.formState.isSubmitting}>
            Add Task
          </Button>
        </div>
      </div>
      <Alert message={form.formError ?? notice} />
    </form>
  );
}
