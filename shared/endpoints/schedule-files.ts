import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import { exportScheduleQuery } from '../schemas/schedule-files.ts';

export const exportSchedule = {
  method: 'GET',
  path: '/api/projects/{projectId}/schedules/{schedule}/export',
  access: SIGNED_IN,
  summary:
    'The construction or marketing schedule as a file to save: MS Project XML (format=mspdi, opens in MS Project 2003–2021) or CSV (format=csv). Anyone who can open that schedule.',
  query: exportScheduleQuery,
  status: 200,
  answersFile: true,
  response: /* @__PURE__ */ returns<string>(),
} as const satisfies Endpoint;

/** Schedules in and out of files (docs/requirements.md#schedule-import-and-export). */
export const scheduleFileEndpoints = { exportSchedule } as const satisfies Record<string, Endpoint>;
