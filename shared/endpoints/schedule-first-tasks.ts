import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { ScheduleFirstTasks } from '../models/schedule-first-tasks.ts';
import { firstTasksQuery } from '../schemas/schedule-first-tasks.ts';

export const listFirstScheduleTasks = {
  method: 'GET',
  path: '/api/projects/{projectId}/schedules/{schedule}/first-tasks',
  access: SIGNED_IN,
  summary:
    "The first tasks of the construction or marketing schedule in the chart's order (the order they were made), compact: { tasks: [{ id, name, start, end, progress, type, dependencies, links, parentId, owner }], more }. limit 1 to 1,000 (default 60); one DynamoDB query whatever the schedule's size, so the screen draws its first screenful while the whole list loads. Anyone who can open that schedule.",
  query: firstTasksQuery,
  status: 200,
  response: /* @__PURE__ */ returns<ScheduleFirstTasks>(),
} as const satisfies Endpoint;

/** A schedule's first screenful (docs/requirements.md#the-first-screenful-first). */
export const scheduleFirstTasksEndpoints = { listFirstScheduleTasks } as const satisfies Record<string, Endpoint>;
