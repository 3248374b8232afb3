/** Marketing schedule: same rules as construction, with start_date / end_date and an owner. */

import { ulid } from 'ulid';
import type { z } from 'zod';
import type { marketingTaskBody, TaskType, updateMarketingTaskBody } from '#shared/schemas/tasks.ts';
import type { MarketingTask } from '#shared/task-models.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { notFound } from '../commons/http-error.ts';
import { getProject } from '../data/projects.ts';
import {
  deleteTaskAndDetach,
  getTaskRecord,
  insertTask,
  listProjectTasks,
  replaceTask,
  type TaskRecord,
} from '../data/schedule-tasks.ts';
import { assertModuleAccess } from './access.ts';
import { assertDatesInOrder, assertDependencies } from './schedule-rules.ts';

const KIND = 'marketing';
type CreateBody = z.output<typeof marketingTaskBody>;
type UpdateBody = z.output<typeof updateMarketingTaskBody>;

function toApi(task: TaskRecord): MarketingTask {
  return {
    _id: task._id,
    projectId: task.projectId,
    task_name: String(task.task_name),
    start_date: String(task.start_date),
    end_date: String(task.end_date),
    type: (task.type as TaskType | undefined) ?? 'task',
    progress: Number(task.progress ?? 0),
    dependencies: task.dependencies ?? [],
    owner: task.owner as string | undefined,
    createdAt: String(task.createdAt),
    updatedAt: String(task.updatedAt),
  };
}

const asNode = (t: TaskRecord) => ({ _id: t._id, task_name: String(t.task_name), dependencies: t.dependencies ?? [] });

async function load(caller: Caller, id: string): Promise<TaskRecord> {
  const task = await getTaskRecord(KIND, id);
  if (!task) throw notFound('Task not found');
  assertModuleAccess(caller, 'marketing', task.projectId);
  return task;
}

export async function listMarketingTasks(caller: Caller, projectId: string): Promise<MarketingTask[]> {
  assertModuleAccess(caller, 'marketing', projectId);
  return (await listProjectTasks(KIND, projectId)).map(toApi);
}

export async function createMarketingTask(caller: Caller, body: CreateBody, now: Date): Promise<MarketingTask> {
  assertModuleAccess(caller, 'marketing', body.projectId);
  if (!(await getProject(body.projectId))) throw notFound('Project not found');
  assertDatesInOrder(body.start_date, body.end_date);
  const id = ulid(now.getTime());
  if (body.dependencies.length > 0) {
    const tasks = (await listProjectTasks(KIND, body.projectId)).map(asNode);
    assertDependencies(id, body.dependencies, [
      ...tasks,
      { _id: id, task_name: body.task_name, dependencies: body.dependencies },
    ]);
  }
  const task: TaskRecord = { _id: id, ...body, createdAt: now.toISOString(), updatedAt: now.toISOString() };
  await insertTask(KIND, task, body.start_date);
  return toApi(task);
}

export async function updateMarketingTask(caller: Caller, id: string, body: UpdateBody, now: Date) {
  const task = await load(caller, id);
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const next: TaskRecord = { ...task, ...changes, updatedAt: now.toISOString() };
  if (next.owner === '') next.owner = undefined; // a blank owner clears it
  assertDatesInOrder(String(next.start_date), String(next.end_date));
  if (body.dependencies) {
    const tasks = (await listProjectTasks(KIND, task.projectId)).map((t) => (t._id === id ? next : t));
    assertDependencies(id, body.dependencies, tasks.map(asNode));
  }
  await replaceTask(KIND, next, String(next.start_date));
  return toApi(next);
}

export async function deleteMarketingTask(caller: Caller, id: string): Promise<{ message: string }> {
  const task = await load(caller, id);
  const dependents = (await listProjectTasks(KIND, task.projectId))
    .filter((t) => t._id !== id && (t.dependencies ?? []).includes(id))
    .map((t) => ({ id: t._id, dependencies: t.dependencies.filter((d) => d !== id) }));
  await deleteTaskAndDetach(KIND, id, dependents);
  return { message: 'Task deleted' };
}
