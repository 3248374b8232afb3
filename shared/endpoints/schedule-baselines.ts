import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { Baseline, BaselineSummary } from '../models/schedule-baseline.ts';
import { BASELINE_KEEPERS, baselineBody } from '../schemas/schedule-baselines.ts';

const KEEPERS = { kind: 'roles', roles: BASELINE_KEEPERS } as const;

export const listBaselines = {
  method: 'GET',
  path: '/api/projects/{projectId}/schedules/{schedule}/baselines',
  access: SIGNED_IN,
  summary:
    'The baselines of the construction or marketing schedule, oldest first: [{ id, name, savedAt, savedBy, tasks }]. Anyone who can open that schedule.',
  status: 200,
  response: /* @__PURE__ */ returns<BaselineSummary[]>(),
} as const satisfies Endpoint;

export const saveBaseline = {
  method: 'POST',
  path: '/api/projects/{projectId}/schedules/{schedule}/baselines',
  access: KEEPERS,
  // plain text: a template with a constant of another module would keep this entry (and its schema) in every bundle
  summary:
    "Save a baseline: every task's first and last day now, under a name (1–60 characters). At most 5 per schedule (MAX_BASELINES): a sixth is 409. Answers the baseline without its dates. Admins and project managers who can open that schedule.",
  body: baselineBody,
  status: 201,
  response: /* @__PURE__ */ returns<BaselineSummary>(),
} as const satisfies Endpoint;

export const getBaseline = {
  method: 'GET',
  path: '/api/projects/{projectId}/schedules/{schedule}/baselines/{id}',
  access: SIGNED_IN,
  summary:
    'One baseline with its dates: { id, name, savedAt, savedBy, tasks, dates: [{ id, start, finish }] } (YYYY-MM-DD, the last day counted). Anyone who can open that schedule.',
  status: 200,
  response: /* @__PURE__ */ returns<Baseline>(),
} as const satisfies Endpoint;

export const renameBaseline = {
  method: 'PUT',
  path: '/api/projects/{projectId}/schedules/{schedule}/baselines/{id}',
  access: KEEPERS,
  summary:
    'Rename a baseline (1–60 characters); its dates stay. Admins and project managers who can open that schedule.',
  body: baselineBody,
  status: 200,
  response: /* @__PURE__ */ returns<BaselineSummary>(),
} as const satisfies Endpoint;

export const deleteBaseline = {
  method: 'DELETE',
  path: '/api/projects/{projectId}/schedules/{schedule}/baselines/{id}',
  access: KEEPERS,
  summary: 'Delete a baseline for good. Admins and project managers who can open that schedule.',
  status: 204,
  response: /* @__PURE__ */ returns<undefined>(),
} as const satisfies Endpoint;

/** A schedule's baselines (docs/requirements.md#baselines). */
export const scheduleBaselineEndpoints = {
  listBaselines,
  saveBaseline,
  getBaseline,
  renameBaseline,
  deleteBaseline,
} as const satisfies Record<string, Endpoint>;
