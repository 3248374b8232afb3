/** Turning the schedules' form fields into what the server takes, with the checks the server makes. */
import { z } from 'zod/mini';
import { LINK_TYPES, type LinkType, linksOf, type TaskLink } from '#shared/schedule-links.ts';
import { requiredText } from '#shared/schemas/common.ts';
import {
  finishOf,
  MAX_DESCRIPTION_LENGTH,
  MAX_LAG_DAYS,
  progressInput,
  TASK_TYPES,
  type TaskType,
} from '#shared/schemas/tasks.ts';
import { dateInputValue, dateToSend, instantOf } from '../../../lib/date-fields.ts';
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
  description: string;
  type: TaskType;
  dependencies: string[];
  /** The phase it is in ('' for none). */
  parentId: string;
  /** Each dependency's type and lag as typed (a dependency without an entry is FS, lag 0). */
  linkDetails: Record<string, LinkDetail>;
}

/** A link's type and its lag in working days as typed. */
export interface LinkDetail {
  type: LinkType;
  lag: string;
}

export const LAG_MESSAGE = `A lag must be a whole number of working days from -${MAX_LAG_DAYS} to ${MAX_LAG_DAYS}`;

export interface EditTaskValues {
  name: string;
  progress: number;
  /** UTC ISO (unchanged) or YYYY-MM-DD (a new date). */
  start: string;
  end: string;
  /** '' clears the owner. */
  owner: string;
  /** Its notes from the plan (MS Project's task Notes); '' clears them. */
  description: string;
  type: TaskType;
  dependencies: string[];
  /** The dependencies with their types and lags, in the same order. */
  links: TaskLink[];
  /** '' takes it out of its phase. */
  parentId: string;
}

export function draftOf(task: ScheduleTask): EditTaskDraft {
  return {
    name: task.name,
    progress: String(task.progress),
    start: dateInputValue(task.start),
    end: dateInputValue(task.end),
    owner: task.owner ?? '',
    description: task.description ?? '',
    type: task.type,
    dependencies: [...task.dependencies],
    parentId: task.parentId ?? '',
    linkDetails: Object.fromEntries(linksOf(task).map((l) => [l.id, { type: l.type, lag: String(l.lag) }])),
  };
}

/** A lag as typed: blank is 0; undefined when it is not a whole number within the limits. */
function lagOf(text: string): number | undefined {
  const lag = text.trim() === '' ? 0 : Number(text);
  return Number.isInteger(lag) && Math.abs(lag) <= MAX_LAG_DAYS ? lag : undefined;
}

/** The End Date the dialog shows and sends: a milestone's is its start (it is one day). */
export function draftEnd(draft: Pick<EditTaskDraft, 'type' | 'start' | 'end'>): string {
  return finishOf(draft.type, draft.start, draft.end);
}

/**
 * The Edit Task dialog's checks (docs/requirements.md#edit-task-dialog: progress is a number from 0 to 100),
 * each at its field, with the shared rules of the task's name and progress; the answer is what the server takes.
 */
export function editTaskFields(task: ScheduleTask) {
  return z.pipe(
    z
      .object({
        name: requiredText('Task Name'),
        progress: progressInput,
        start: z.string().check(z.minLength(1, { error: 'Start Date is required' })),
        end: z.string(),
        owner: z.string().check(z.trim()),
        description: z.string().check(
          z.trim(),
          z.maxLength(MAX_DESCRIPTION_LENGTH, {
            error: `Description must be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-CA')} characters`,
          }),
        ),
        type: z.enum(TASK_TYPES),
        dependencies: z.array(z.string()),
        parentId: z.string(),
        linkDetails: z.record(z.string(), z.object({ type: z.enum(LINK_TYPES), lag: z.string() })),
      })
      .check(
        z.superRefine((draft, ctx) => {
          if (draft.dependencies.some((id) => lagOf(draft.linkDetails[id]?.lag ?? '') === undefined)) {
            ctx.addIssue({ code: 'custom', message: LAG_MESSAGE, path: ['linkDetails'] });
          }
          const end = draftEnd(draft);
          if (!end) ctx.addIssue({ code: 'custom', message: 'End Date is required', path: ['end'] });
          else if (instantOf(dateToSend(task.end, end)) < instantOf(dateToSend(task.start, draft.start))) {
            ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['end'] });
          }
        }),
      ),
    z.transform(({ linkDetails, ...draft }): EditTaskValues => {
      const dependencies = draft.dependencies.filter((id) => id !== task.id);
      return {
        ...draft,
        start: dateToSend(task.start, draft.start),
        end: dateToSend(task.end, draftEnd(draft)),
        dependencies,
        links: dependencies.map((id) => ({
          id,
          type: linkDetails[id]?.type ?? 'FS',
          lag: lagOf(linkDetails[id]?.lag ?? '') ?? 0,
        })),
      };
    }),
  );
}

/**
 * The add form (docs/requirements.md#add-task-form): every field (one message for the form), then a project,
 * then an end not before the start. The name and owner are trimmed; a blank owner is left out.
 */
export function addTaskFields(projectId: string | null | undefined, noProjectMessage: string) {
  const filled = z.string().check(z.minLength(1, { error: FILL_IN_ALL_FIELDS }));
  return z.pipe(
    z
      .object({
        name: z
          .string()
          .check(z.trim())
          .check(z.minLength(1, { error: FILL_IN_ALL_FIELDS })),
        start: filled,
        end: filled,
        owner: z.optional(z.string().check(z.trim())),
      })
      .check(
        z.superRefine((draft, ctx) => {
          if (!projectId) ctx.addIssue({ code: 'custom', message: noProjectMessage, path: ['root'] });
          else if (instantOf(draft.end) < instantOf(draft.start)) {
            ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['end'] });
          }
        }),
      ),
    z.transform(({ owner, ...values }) => (owner ? { ...values, owner } : values)),
  );
}
