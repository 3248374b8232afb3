import { type Endpoint, returns } from '../contract-types.ts';
import { listTasksQuery, marketingTaskBody, rescheduleBody, updateMarketingTaskBody } from '../schemas/tasks.ts';
import type { MarketingTask } from '../task-models.ts';

/** The roles whose home page has the Marketing tile. */
const MARKETING = { kind: 'roles', roles: ['admin', 'office', 'marketing'] } as const;

export const listMarketingTasks = {
  method: 'GET',
  path: '/api/marketing_tasks',
  access: MARKETING,
  summary: "A project's marketing schedule.",
  query: listTasksQuery,
  status: 200,
  response: /* @__PURE__ */ returns<MarketingTask[]>(),
} as const satisfies Endpoint;

export const createMarketingTask = {
  method: 'POST',
  path: '/api/marketing_tasks',
  access: MARKETING,
  summary: 'Add a marketing task.',
  body: marketingTaskBody,
  status: 201,
  response: /* @__PURE__ */ returns<MarketingTask>(),
} as const satisfies Endpoint;

export const updateMarketingTask = {
  method: 'PUT',
  path: '/api/marketing_tasks/{id}',
  access: MARKETING,
  summary: 'Change a marketing task.',
  body: updateMarketingTaskBody,
  status: 200,
  response: /* @__PURE__ */ returns<MarketingTask>(),
} as const satisfies Endpoint;

export const deleteMarketingTask = {
  method: 'DELETE',
  path: '/api/marketing_tasks/{id}',
  access: MARKETING,
  summary:
    "Delete a marketing task into the project's recycle bin (restorable for 30 days with its dependencies) and remove it from other tasks' dependencies.",
  status: 200,
  response: /* @__PURE__ */ returns<{ message: string }>(),
} as const satisfies Endpoint;

export const rescheduleMarketingTasks = {
  method: 'POST',
  path: '/api/marketing_tasks/reschedule',
  access: MARKETING,
  summary:
    'Moves a marketing task and the tasks that follow it, as the server works them out; the same body and rules as /api/tasks/reschedule.',
  body: rescheduleBody,
  status: 200,
  response: /* @__PURE__ */ returns<{ message: string; moved: number }>(),
} as const satisfies Endpoint;

export const marketingTaskEndpoints = {
  listMarketingTasks,
  createMarketingTask,
  updateMarketingTask,
  deleteMarketingTask,
  rescheduleMarketingTasks,
} as const satisfies Record<string, Endpoint>;
