import { ADMIN, type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { ActivityPage } from '../models/activity.ts';
import { adminActivityQuery, projectActivityQuery } from '../schemas/activity.ts';

export const listProjectActivity = {
  method: 'GET',
  path: '/api/projects/{id}/activity',
  access: SIGNED_IN,
  summary:
    "A project's activity, newest first, in the areas the caller's role reaches (admins: all). Filters: area, kind, actorId, from/to (Toronto days, both included), objectId (one file's, folder's or task's history). Paged: limit (default 50) and cursor.",
  query: projectActivityQuery,
  status: 200,
  response: /* @__PURE__ */ returns<ActivityPage>(),
} as const satisfies Endpoint;

export const listAdminActivity = {
  method: 'GET',
  path: '/api/admin/activity',
  access: ADMIN,
  summary: 'User and project administration, newest first (admin only). Filters: kind, actorId, from/to. Paged.',
  query: adminActivityQuery,
  status: 200,
  response: /* @__PURE__ */ returns<ActivityPage>(),
} as const satisfies Endpoint;

export const activityEndpoints = { listProjectActivity, listAdminActivity } as const satisfies Record<string, Endpoint>;
