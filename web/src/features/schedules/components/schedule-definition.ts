import type { ScheduleFirstTasks } from '#shared/models/schedule-first-tasks.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import type { RescheduleCall } from '../api/reschedule.ts';
import type { ScheduleTask, ServerTask } from '../utils/gantt-tasks.ts';
import type { NewTaskValues } from './add-task-form.tsx';
import type { ScheduleBodies } from './use-schedule-actions.ts';

/** The fallback words of one schedule (each schedule has its own, docs/requirements.md "Schedules"). */
export interface ScheduleMessages {
  addFailed: string;
  loadFailed: string;
  updateFailed: string;
}

/**
 * What makes one schedule (construction or marketing) what it is: a module-level constant of its feature,
 * so the page's callbacks stay stable and the chart does not redraw.
 */
export interface ScheduleDefinition<Task extends ServerTask, Body, NewBody> {
  /** Its name on printed pages. */
  title: string;
  /** Its `{schedule}` in the API's paths (its baselines). */
  name: ScheduleName;
  /** The marketing schedule's add form has an optional Owner. */
  withOwner?: boolean;
  /** A server task as the chart draws it (`chartTaskMapper`). */
  toScheduleTask: (task: Task) => ScheduleTask;
  /** The create call's body for a task of the add form. */
  newTask: (projectId: string, values: NewTaskValues) => NewBody;
  /** How this schedule's API spells a change. */
  bodies: ScheduleBodies<Body>;
  messages: ScheduleMessages;
}

/** One schedule's data and calls, as its feature's `api/` hooks give them. */
export interface ScheduleCalls<Task, Body, NewBody> {
  tasks: { data: readonly Task[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** The first screenful while the whole list loads (`useFirstTasks`). */
  first?: ScheduleFirstTasks;
  /** Creates a task; resolves to it. */
  create: (body: NewBody) => Promise<{ _id: string }>;
  update: (args: { id: string; body: Body }) => Promise<unknown>;
  remove: (args: { id: string; projectId: string }) => Promise<unknown>;
  /** Moves a task and its successors together, all or none. */
  reschedule: (call: RescheduleCall) => Promise<unknown>;
}
