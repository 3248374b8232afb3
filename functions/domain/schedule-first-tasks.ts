/**
 * The first screenful of a schedule (docs/requirements.md#the-first-screenful-first): its first tasks in the
 * chart's order, with only what the chart draws, read in one query whatever the schedule's size.
 */
import type { ScheduleFirstTasks } from '#shared/models/schedule-first-tasks.ts';
import { compactScheduleTask } from '#shared/schedule-chart-task.ts';
import { FIRST_TASKS_LIMIT } from '#shared/schemas/schedule-first-tasks.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { listFirstProjectTasks, type ScheduleKind, taskDates } from '../data/schedule-tasks.ts';
import { assertModuleAccess } from './access.ts';

export async function firstScheduleTasks(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  limit = FIRST_TASKS_LIMIT,
): Promise<ScheduleFirstTasks> {
  assertModuleAccess(caller, kind, projectId);
  const { tasks, more } = await listFirstProjectTasks(kind, projectId, limit);
  return { tasks: tasks.map((task) => compactScheduleTask(task, taskDates(task))), more };
}
