/** Marketing schedule: same rules as construction, with start_date / end_date and an owner. */

import type { z } from 'zod/mini';
import { finishOf, type marketingTaskBody, type updateMarketingTaskBody } from '#shared/schemas/tasks.ts';
import type { MarketingTask } from '#shared/task-models.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { ulid } from '../commons/ids.ts';
import { insertTask, listProjectTasks, type MarketingTaskRecord } from '../data/schedule-tasks.ts';
import { assertModuleAccess } from './access.ts';
import { assertDatesInOrder } from './schedule-rules.ts';
import * as schedule from './schedule-tasks.ts';
import { toApiMarketingTask } from './task-view.ts';

const KIND = 'marketing';
type CreateBody = z.output<typeof marketingTaskBody>;
type UpdateBody = z.output<typeof updateMarketingTaskBody>;

const toApi = toApiMarketingTask;

export async function listMarketingTasks(caller: Caller, projectId: string): Promise<MarketingTask[]> {
  assertModuleAccess(caller, 'marketing', projectId);
  return (await listProjectTasks(KIND, projectId)).map(toApi);
}

export async function createMarketingTask(caller: Caller, body: CreateBody, now: Date): Promise<MarketingTask> {
  await schedule.assertCanAddTo(KIND, caller, body.projectId);
  assertDatesInOrder(body.start_date, body.end_date);
  const { dependencies, links, parent_id, ...fields } = body;
  const task = await schedule.placeNewTask<MarketingTaskRecord>(
    KIND,
    {
      _id: ulid(now.getTime()),
      ...fields,
      // The schema sets it already; callers that skip it (the seed) get the same one-day milestone.
      end_date: finishOf(body.type, body.start_date, body.end_date),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      dependencies: [],
    },
    { dependencies, links, parent_id },
  );
  await insertTask(KIND, task, body.start_date, schedule.taskEntry(KIND, caller, now, 'task.created', task));
  return toApi(task);
}

export async function updateMarketingTask(caller: Caller, id: string, body: UpdateBody, now: Date) {
  const next = await schedule.editTask(
    KIND,
    caller,
    id,
    body,
    now,
    async (_task, edited) => {
      assertDatesInOrder(String(edited.start_date), String(edited.end_date));
      if (schedule.movesPlace(body)) await schedule.assertTaskPlace(KIND, edited);
    },
    'start_date',
  );
  return toApi(next);
}

export async function deleteMarketingTask(caller: Caller, id: string, now: Date): Promise<{ message: string }> {
  return schedule.deleteFromSchedule(KIND, caller, id, now);
}
