import { ADMIN, type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { ActivityPage } from '../models/activity.ts';
import { adminActivityQuery, projectActivityQuery } from '../schemas/activity.ts';

export const activityEndpoints = {
  listProjectActivity: {
    method: 'GET',
    path: '/api/projects/{id}/activity',
    access: SIGNED_IN,
    summary:
      "A project's activity, newest first, in the areas the caller's role reaches (admins: all). Filters: area, kind, actorId, from/to (Toronto days, both included), objectId (one file's, folder's or task's history). Paged: limit (default 50) and cursor.",
    query: projectActivityQuery,
    status: 200,
    response: returns<ActivityPage>(),
  },
  listAdminActivity: {
    method: 'GET',
    path: '/api/admin/activity',
    access: ADMIN,
    summary: 'User and project administration, newest first (admin only). Filters: kind, actorId, from/to. Paged.',
    query: adminActivityQuery,
    status: 200,
    response: returns<ActivityPage>(),
  },
} as const satisfies Record<string, Endpoint>;
