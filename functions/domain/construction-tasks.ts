/** Construction schedule: tasks of a project, edited in the Gantt or through the site report. */

import type { CreateTaskBody, UpdateTaskBody } from '#shared/schemas/tasks.ts';
import { SITE_REPORT_FIELDS } from '#shared/schemas/tasks.ts';
import type { ConstructionTask } from '#shared/task-models.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, invalid } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { insertTask, listProjectTasks, type TaskRecord } from '../data/schedule-tasks.ts';
import { deleteItems } from '../data/table.ts';
import { activityKeys } from '../data/task-activity.ts';
import { deleteObjects } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { assertDatesInOrder } from './schedule-rules.ts';
import {
  assertCanAddTo,
  assertTaskDependencies,
  deleteFromSchedule,
  editTask,
  loadScheduleTask,
  taskEntry,
} from './schedule-tasks.ts';
import { toApiTask } from './task-view.ts';

const KIND = 'construction';

/** Loads a task the caller may see, or fails with 404 / 403. */
export const loadTask = (caller: Caller, id: string): Promise<TaskRecord> => loadScheduleTask(KIND, caller, id);

export async function listTasks(caller: Caller, projectId: string, now: Date): Promise<ConstructionTask[]> {
  assertModuleAccess(caller, 'construction', projectId);
  const tasks = await listProjectTasks(KIND, projectId);
  return Promise.all(tasks.map((t) => toApiTask(t, now)));
}

export async function getTask(caller: Caller, id: string, now: Date): Promise<ConstructionTask> {
  return toApiTask(await loadTask(caller, id), now);
}

export async function createTask(caller: Caller, body: CreateTaskBody, now: Date): Promise<ConstructionTask> {
  await assertCanAddTo(KIND, caller, body.projectId);
  assertDatesInOrder(body.schedule_start, body.schedule_finish);
  const task: TaskRecord = {
    _id: ulid(now.getTime()),
    projectId: body.projectId,
    task_name: body.task_name,
    schedule_start: body.schedule_start,
    schedule_finish: body.schedule_finish,
    progress: body.progress,
    dependencies: body.dependencies,
    type: body.type,
    owner: body.owner,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await assertTaskDependencies(KIND, task);
  await insertTask(KIND, task, body.schedule_start, taskEntry(KIND, caller, now, 'task.created', task));
  return toApiTask(task, now);
}

/** The site report form always sends the inspection status, with only its own fields; the Gantt never does. */
function isSiteReport(changes: object): boolean {
  const sent = Object.entries(changes)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  return sent.includes('inspection_status') && sent.every((k) => (SITE_REPORT_FIELDS as readonly string[]).includes(k));
}

export async function updateTask(
  caller: Caller,
  id: string,
  body: UpdateTaskBody,
  now: Date,
): Promise<ConstructionTask> {
  const { projectId, user_id: _ignored, ...changes } = body;
  if (caller.role === 'site') {
    const sent = Object.entries(changes)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
    if (sent.some((k) => !(SITE_REPORT_FIELDS as readonly string[]).includes(k))) {
      throw forbidden('The site role can change a task only through the site report');
    }
  }
  const next = await editTask(
    KIND,
    caller,
    id,
    changes,
    now,
    async (task, edited) => {
      if (projectId !== undefined && projectId !== task.projectId) {
        throw invalid('The task does not belong to this project');
      }
      assertDatesInOrder(String(edited.schedule_start), String(edited.schedule_finish));
      if (changes.dependencies) await assertTaskDependencies(KIND, edited);
    },
    'schedule_start',
    isSiteReport(changes) ? 'task.reported' : 'task.updated',
  );
  return toApiTask(next, now);
}

/** Deletes the task's notes, photos (items and objects), then the task, detaching it from dependents. */
export async function deleteTask(caller: Caller, id: string, now: Date): Promise<{ message: string }> {
  const task = await loadTask(caller, id);
  const { keys, objectKeys } = await activityKeys(id);
  await deleteObjects(objectKeys);
  await deleteItems(keys);
  return deleteFromSchedule(KIND, caller, task, now);
}
