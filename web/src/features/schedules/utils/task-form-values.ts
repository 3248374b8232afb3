/** Turning the schedules' form fields into what the server takes, with the checks the server makes. */
import { finishOf, progressField, TASK_TYPES, type TaskType } from '#shared/schemas/tasks.ts';
import { dateInputValue, dateToSend, instantOf } from '../../../lib/date-fields.ts';
import { validate } from '../../../lib/validation.ts';
import type { ScheduleTask } from './gantt-tasks.ts';

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields.';
export const END_BEFORE_START = 'End Date cannot be before Start Date';

export const TYPE_OPTIONS: readonly { value: TaskType; label: string }[] = TASK_TYPES.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));

export interface EditTaskDraft {
  name: string;
  progress: string;
  start: string;
  end: string;
  owner: string;
  type: TaskType;
  dependencies: string[];
}

export interface EditTaskValues {
  name: string;
  progress: number;
  /** UTC ISO (unchanged) or YYYY-MM-DD (a new date). */
  start: string;
  end: string;
  /** '' clears the owner. */
  owner: string;
  type: TaskType;
  dependencies: string[];
}

export function draftOf(task: ScheduleTask): EditTaskDraft {
  return {
    name: task.name,
    progress: String(task.progress),
    start: dateInputValue(task.start),
    end: dateInputValue(task.end),
    owner: task.owner ?? '',
    type: task.type,
    dependencies: [...task.dependencies],
  };
}

/** The End Date the dialog shows and sends: a milestone's is its start (it is one day). */
export function draftEnd(draft: Pick<EditTaskDraft, 'type' | 'start' | 'end'>): string {
  return finishOf(draft.type, draft.start, draft.end);
}

/** The Edit Task dialog's checks (docs/requirements.md#edit-task-dialog: progress is a number from 0 to 100). */
export function editValues(
  task: ScheduleTask,
  draft: EditTaskDraft,
): { ok: true; values: EditTaskValues } | { ok: false; message: string } {
  const name = draft.name.trim();
  if (!name) return { ok: false, message: 'Task Name is required' };
  const progress = validate(progressField, draft.progress.trim() === '' ? Number.NaN : Number(draft.progress));
  if (!progress.ok) return { ok: false, message: progress.message };
  if (!draft.start) return { ok: false, message: 'Start Date is required' };
  const endField = draftEnd(draft);
  if (!endField) return { ok: false, message: 'End Date is required' };
  const start = dateToSend(task.start, draft.start);
  const end = dateToSend(task.end, endField);
  if (instantOf(end) < instantOf(start)) return { ok: false, message: END_BEFORE_START };
  return {
    ok: true,
    values: {
      name,
      progress: progress.data,
      start,
      end,
      owner: draft.owner.trim(),
      type: draft.type,
      dependencies: draft.dependencies.filter((id) => id !== task.id),
    },
  };
}

export interface AddTaskDraft {
  name: string;
  start: string;
  end: string;
  owner?: string;
}

/** The add form's checks: every field, a project, and an end not before the start. */
export function addValues(
  projectId: string | null | undefined,
  draft: AddTaskDraft,
  noProjectMessage: string,
): { ok: true; name: string; start: string; end: string; owner?: string } | { ok: false; message: string } {
  const name = draft.name.trim();
  if (!name || !draft.start || !draft.end) return { ok: false, message: FILL_IN_ALL_FIELDS };
  if (!projectId) return { ok: false, message: noProjectMessage };
  if (instantOf(draft.end) < instantOf(draft.start)) return { ok: false, message: END_BEFORE_START };
  const owner = draft.owner?.trim();
  return { ok: true, name, start: draft.start, end: draft.end, ...(owner && { owner }) };
}
