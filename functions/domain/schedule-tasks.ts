/**
 * What the construction and marketing schedules do alike: load a task the caller may use, check
 * dependencies against the project's tasks, apply an edit, and delete a task out of its dependents.
 */
import type { Module } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { notFound } from '../commons/http-error.ts';
import { getProject } from '../data/projects.ts';
import {
  deleteTaskAndDetach,
  getTaskRecord,
  listProjectTasks,
  type ScheduleKind,
  type TaskRecord,
} from '../data/schedule-tasks.ts';
import { assertModuleAccess } from './access.ts';
import { assertDependencies } from './schedule-rules.ts';

const MODULE: Record<ScheduleKind, Module> = { construction: 'construction', marketing: 'marketing' };

const asNode = (t: TaskRecord) => ({ _id: t._id, task_name: String(t.task_name), dependencies: t.dependencies ?? [] });

export async function loadScheduleTask(kind: ScheduleKind, caller: Caller, id: string): Promise<TaskRecord> {
  const task = await getTaskRecord(kind, id);
  if (!task) throw notFound('Task not found');
  assertModuleAccess(caller, MODULE[kind], task.projectId);
  return task;
}

export async function assertCanAddTo(kind: ScheduleKind, caller: Caller, projectId: string): Promise<void> {
  assertModuleAccess(caller, MODULE[kind], projectId);
  if (!(await getProject(projectId))) throw notFound('Project not found');
}

/** Checks `task`'s dependencies as the project will be with `task` saved (one Query of the project). */
export async function assertTaskDependencies(kind: ScheduleKind, task: TaskRecord): Promise<void> {
  if ((task.dependencies ?? []).length === 0) return;
  const others = (await listProjectTasks(kind, task.projectId)).filter((t) => t._id !== task._id);
  assertDependencies(task._id, task.dependencies, [...others, task].map(asNode));
}

/** The task after an edit: fields sent are changed, fields left out are kept, a blank owner clears it. */
export function applyEdit<T extends object>(task: TaskRecord, changes: T, now: Date): TaskRecord {
  const sent = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const next: TaskRecord = { ...task, ...sent, updatedAt: now.toISOString() };
  if (next.owner === '') next.owner = undefined;
  return next;
}

/** Deletes a task and takes it out of every other task's dependencies. */
export async function deleteFromSchedule(kind: ScheduleKind, task: TaskRecord): Promise<{ message: string }> {
  const dependents = (await listProjectTasks(kind, task.projectId))
    .filter((t) => t._id !== task._id && (t.dependencies ?? []).includes(task._id))
    .map((t) => ({ id: t._id, dependencies: t.dependencies.filter((d) => d !== task._id) }));
  await deleteTaskAndDetach(kind, task._id, dependents);
  return { message: 'Task deleted' };
}
