import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Checkbox, TextField } from '../../../components/ui/field.tsx';
import {
  FormPercentField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/form-field.tsx';
import { RESTORE_NOTE } from '../../../lib/recycle-bin.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ObjectHistory } from '../../activity/index.ts';
import { dependentsOf, type ScheduleTask } from '../utils/gantt-tasks.ts';
import { outlineOf, phaseChoices, phaseDeleteNote } from '../utils/phases.ts';
import { draftOf, type EditTaskValues, editTaskFields, TYPE_OPTIONS } from '../utils/task-form-values.ts';
import '../../../components/ui/field.css';
import { LinkEditor } from './link-editor.tsx';
import './edit-task-dialog.css';

export interface EditTaskDialogProps {
  task: ScheduleTask;
  /** All tasks of the schedule: the Dependencies choices are the others. */
  tasks: readonly ScheduleTask[];
  /** The task's project: its History lists the task's activity. */
  projectId: string;
  /** View only: no Save or Delete (roles that may not change the schedule). */
  readOnly?: boolean;
  /** Resolves to false when nothing was saved and the dialog stays open (the preview of what follows was cancelled). */
  onSave: (values: EditTaskValues) => Promise<boolean>;
  onDelete: () => Promise<void>;
  onClose: () => void;
  describeError: (error: unknown) => string;
}

const MAX_LISTED = 200;

/** The links' one message (set on linkDetails as a whole). */
const linkError = (error: { message?: unknown } | undefined) =>
  typeof error?.message === 'string' ? error.message : undefined;

function DependencyPicker({
  task,
  tasks,
  selected,
  disabled,
  onChange,
}: {
  task: ScheduleTask;
  tasks: readonly ScheduleTask[];
  selected: readonly string[];
  disabled: boolean;
  onChange: (ids: string[]) => void;
}) {
  const [filter, setFilter] = useState('');
  const prefix = useId();
  const blocked = useMemo(() => dependentsOf(task.id, tasks), [task.id, tasks]);
  const others = useMemo(() => tasks.filter((t) => t.id !== task.id), [task.id, tasks]);
  const chosen = new Set(selected);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? others.filter((t) => t.name.toLowerCase().includes(needle) || chosen.has(t.id)) : others;
  const names = others.filter((t) => chosen.has(t.id)).map((t) => t.name);
  // A 1,000-task schedule: draw the first ones (and every chosen one); the filter finds the rest.
  let listed = 0;
  const visible = shown.filter((t) => chosen.has(t.id) || listed++ < MAX_LISTED);

  return (
    <fieldset className="checklist dependency-picker">
      <legend className="field__label">Dependencies</legend>
      <p className="field__hint" aria-live="polite">
        {names.length === 0 ? 'None selected.' : `${names.length} selected: ${names.join(', ')}`}
      </p>
      {others.length > 8 ? (
        <input
          className="input dependency-picker__filter"
          type="search"
          placeholder="Filter tasks"
          aria-label="Filter tasks"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      ) : null}
      {others.length === 0 ? <p className="muted">There are no other tasks.</p> : null}
      {/* A scroll region keyboard users reach even when every box in it is disabled (a read-only or saving form). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <section className="dependency-picker__items" aria-label="Tasks to depend on" tabIndex={0}>
        {visible.map((other) => {
          const id = `${prefix}-${other.id}`;
          const cycle = blocked.has(other.id) && !chosen.has(other.id);
          return (
            <Checkbox
              key={other.id}
              id={id}
              checked={chosen.has(other.id)}
              disabled={disabled || cycle}
              onCheckedChange={(checked) =>
                onChange(checked ? [...selected, other.id] : selected.filter((selectedId) => selectedId !== other.id))
              }
              title={cycle ? 'It depends on this task: choosing it would make a cycle' : undefined}
            >
              {other.name}
              {cycle ? <span className="muted"> (depends on this task)</span> : null}
            </Checkbox>
          );
        })}
      </section>
      {visible.length < shown.length ? (
        <p className="field__hint">
          Showing {visible.length} of {shown.length} tasks. Type in the filter to find the others.
        </p>
      ) : null}
    </fieldset>
  );
}

/** Who changed the task and how; loaded only when opened. */
function TaskHistory({ projectId, taskId }: { projectId: string; taskId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="task-history" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>History</summary>
      {open ? <ObjectHistory projectId={projectId} objectId={taskId} /> : null}
    </details>
  );
}

/**
 * Edit Task (both schedules): Name, Progress, Start Date, End Date, Owner, Type, Phase, Dependencies with
 * their link types and lags.
 */
export function EditTaskDialog({
  task,
  tasks,
  projectId,
  readOnly = false,
  onSave,
  onDelete,
  onClose,
  describeError,
}: EditTaskDialogProps) {
  const schema = useMemo(() => editTaskFields(task), [task]);
  const form = useZodForm(schema, { defaultValues: draftOf(task) });
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const formId = useId();
  const [confirmDialog, confirm] = useConfirm();
  const [type, start, dependencies, linkDetails] = form.watch(['type', 'start', 'dependencies', 'linkDetails']);
  const phases = useMemo(() => phaseChoices(task, tasks), [task, tasks]);
  const outline = useMemo(() => outlineOf(tasks), [tasks]);

  const submit = form.handleSubmit(async (values) => {
    setBusy('save');
    try {
      if ((await onSave(values)) === false) {
        setBusy(null);
        return;
      }
      onClose();
    } catch (err) {
      form.setError('root', { message: describeError(err) });
      setBusy(null);
    }
  });

  const remove = async () => {
    const held = outline.children.get(task.id)?.length ?? 0;
    const up = outline.parent.get(task.id);
    const phaseNote = held ? phaseDeleteNote(held, up && tasks.find((t) => t.id === up)?.name) : '';
    const note = phaseNote ? `${phaseNote} ${RESTORE_NOTE}` : RESTORE_NOTE;
    if (!(await confirm({ message: `Delete the task "${task.name}"?`, note, ...DELETE_ACTION }))) return;
    form.clearErrors('root');
    setBusy('delete');
    try {
      await onDelete();
      onClose();
    } catch (err) {
      form.setError('root', { message: describeError(err) });
      setBusy(null);
    }
  };

  return (
    <Dialog
      title="Edit Task"
      onClose={onClose}
      dismissible={busy === null}
      footer={
        <div className="dialog__actions-split">
          {readOnly ? (
            <span />
          ) : (
            <Button variant="danger" onClick={remove} busy={busy === 'delete'} disabled={busy !== null}>
              Delete
            </Button>
          )}
          <div className="toolbar">
            <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
              Cancel
            </Button>
            {readOnly ? null : (
              <Button type="submit" form={formId} busy={busy === 'save'} disabled={busy !== null}>
                Save
              </Button>
            )}
          </div>
        </div>
      }
    >
      <form id={formId} className="form" onSubmit={readOnly ? (event) => event.preventDefault() : submit} noValidate>
        {readOnly ? <p className="muted">You can view this task; your role cannot change the schedule.</p> : null}
        <FormTextField label="Name" required form={form} name="name" disabled={readOnly} />
        <div className="form__grid">
          <FormPercentField label="Progress" hint="0 to 100" form={form} name="progress" disabled={readOnly} />
          <FormSelectField label="Type" options={TYPE_OPTIONS} form={form} name="type" disabled={readOnly} />
          <FormTextField label="Start Date" type="date" required form={form} name="start" disabled={readOnly} />
          {type === 'milestone' ? (
            <TextField
              label="End Date"
              type="date"
              value={start}
              readOnly
              disabled
              hint="A milestone ends on its start day"
            />
          ) : (
            <FormTextField label="End Date" type="date" required form={form} name="end" disabled={readOnly} />
          )}
        </div>
        <FormTextField label="Owner" hint="Optional" form={form} name="owner" disabled={readOnly} />
        <FormTextAreaField
          label="Description"
          hint="Optional. MS Project's task Notes"
          rows={3}
          form={form}
          name="description"
          disabled={readOnly}
        />
        {phases.length > 0 || task.parentId ? (
          <FormSelectField
            label="Phase"
            hint="The phase (a task of type Project) this task is in"
            options={[{ value: '', label: 'None' }, ...phases]}
            form={form}
            name="parentId"
            disabled={readOnly}
          />
        ) : null}
        <DependencyPicker
          task={task}
          tasks={tasks}
          selected={dependencies}
          disabled={readOnly}
          onChange={(ids) => form.setValue('dependencies', ids, { shouldDirty: true })}
        />
        <LinkEditor
          tasks={tasks}
          dependencies={dependencies}
          details={linkDetails}
          error={linkError(form.formState.errors.linkDetails)}
          disabled={readOnly}
          onChange={(details) => form.setValue('linkDetails', details, { shouldDirty: true })}
        />
        <Alert message={form.formError} variant="error" scrollIntoView />
      </form>
      <TaskHistory projectId={projectId} taskId={task.id} />
      {confirmDialog}
    </Dialog>
  );
}
