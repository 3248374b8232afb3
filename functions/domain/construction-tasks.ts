/** Construction schedule: tasks of a project, edited in the Gantt or through the site report. */
import { ulid } from 'ulid';
import type { CreateTaskBody, UpdateTaskBody } from '#shared/schemas/tasks.ts';
import { SITE_REPORT_FIELDS } from '#shared/schemas/tasks.ts';
import type { ConstructionTask } from '#shared/task-models.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { badRequest, forbidden, notFound } from '../commons/http-error.ts';
import { getProject } from '../data/projects.ts';
import {
  deleteTaskAndDetach,
  getTaskRecord,
  insertTask,
  listProjectTasks,
  replaceTask,
  type TaskRecord,
} from '../data/schedule-tasks.ts';
import { deleteItems } from '../data/table.ts';
import { activityKeys } from '../data/task-activity.ts';
import { deleteObjects } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { assertDatesInOrder, assertDependencies } from './schedule-rules.ts';
import { toApiTask } from './task-view.ts';

const KIND = 'construction';

/** Loads a task the caller may see, or fails with 404 / 403. */
export async function loadTask(caller: Caller, id: string): Promise<TaskRecord> {
  const task = await getTaskRecord(KIND, id);
  if (!task) throw notFound('Task not found');
  assertModuleAccess(caller, 'construction', task.projectId);
  return task;
}

export async function listTasks(caller: Caller, projectId: string, now: Date): Promise<ConstructionTask[]> {
  assertModuleAccess(caller, 'construction', projectId);
  const tasks = await listProjectTasks(KIND, projectId);
  return Promise.all(tasks.map((t) => toApiTask(t, now)));
}

export async function getTask(caller: Caller, id: string, now: Date): Promise<ConstructionTask> {
  return toApiTask(await loadTask(caller, id), now);
}

export async function createTask(caller: Caller, body: CreateTaskBody, now: Date): Promise<ConstructionTask> {
  assertModuleAccess(caller, 'construction', body.projectId);
  if (!(await getProject(body.projectId))) throw notFound('Project not found');
  assertDatesInOrder(body.schedule_start, body.schedule_finish);
  const id = ulid(now.getTime());
  if (body.dependencies.length > 0) {
    const tasks = await listProjectTasks(KIND, body.projectId);
    assertDependencies(id, body.dependencies, [
      ...tasks.map(asNode),
      { _id: id, task_name: body.task_name, dependencies: body.dependencies },
    ]);
  }
  const task: TaskRecord = {
    _id: id,
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
  await insertTask(KIND, task, task.schedule_start as string);
  return toApiTask(task, now);
}

const asNode = (t: TaskRecord) => ({ _id: t._id, task_name: String(t.task_name), dependencies: t.dependencies ?? [] });

function definedFields(body: UpdateTaskBody): Partial<UpdateTaskBody> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<UpdateTaskBody>;
}

export async function updateTask(
  caller: Caller,
  id: string,
  body: UpdateTaskBody,
  now: Date,
): Promise<ConstructionTask> {
  const task = await loadTask(caller, id);
  const { projectId, user_id: _ignored, ...changes } = definedFields(body);
  if (caller.role === 'site') {
    const notAllowed = Object.keys(changes).filter((k) => !(SITE_REPORT_FIELDS as readonly string[]).includes(k));
    if (notAllowed.length > 0) throw forbidden('The site role can change a task only through the site report');
  }
  if (projectId !== undefined && projectId !== task.projectId)
    throw badRequest('The task does not belong to this project');
  const next: TaskRecord = { ...task, ...changes, updatedAt: now.toISOString() };
  if (next.owner === '') next.owner = undefined; // a blank owner clears it
  assertDatesInOrder(String(next.schedule_start), String(next.schedule_finish));
  if (changes.dependencies) {
    const tasks = (await listProjectTasks(KIND, task.projectId)).map((t) => (t._id === id ? next : t));
    assertDependencies(id, changes.dependencies, tasks.map(asNode));
  }
  await replaceTask(KIND, next, String(next.schedule_start));
  return toApiTask(next, now);
}

/** Deletes the task's notes, photos (items and objects), then the task, detaching it from dependents. */
export async function deleteTask(caller: Caller, id: string): Promise<{ message: string }> {
  const task = await loadTask(caller, id);
  const { keys, objectKeys } = await activityKeys(id);
  await deleteObjects(objectKeys);
  await deleteItems(keys);
  const dependents = (await listProjectTasks(KIND, task.projectId))
    .filter((t) => t._id !== id && (t.dependencies ?? []).includes(id))
    .map((t) => ({ id: t._id, dependencies: t.dependencies.filter((d) => d !== id) }));
  await deleteTaskAndDetach(KIND, id, dependents);
  return { message: 'Task deleted' };
}
