import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { ScheduleImportAnswer, ScheduleImportStatus } from '../models/schedule-import.ts';
import { exportScheduleQuery, importScheduleQuery } from '../schemas/schedule-files.ts';

export const exportSchedule = {
  method: 'GET',
  path: '/api/projects/{projectId}/schedules/{schedule}/export',
  access: SIGNED_IN,
  summary:
    "The construction or marketing schedule as a file to save: MS Project XML (format=mspdi, opens in MS Project 2003–2021; each task's Baseline 0 from the baseline named by baseline=<id>, else the latest saved) or CSV (format=csv). Anyone who can open that schedule.",
  query: exportScheduleQuery,
  status: 200,
  answersFile: true,
  response: /* @__PURE__ */ returns<string>(),
} as const satisfies Endpoint;

export const importSchedule = {
  method: 'POST',
  path: '/api/projects/{projectId}/schedules/{schedule}/import',
  access: SIGNED_IN,
  summary:
    'Import an MS Project XML (MSPDI) or CSV file into the construction or marketing schedule: multipart/form-data, field file (at most 4 MB through the API). Answers { status, tasks, phases, links, milestones, warnings, errors: [{ row, field, message }] }: preview=true checks and writes nothing (200); preview=false writes the tasks with new ids (201), or queues a large file as one background job (202, status queued). A file with problems is 400 with every problem in errors, and nothing is written. The same file imported into the same schedule again is 409 unless mode=replace, which removes the tasks of that earlier import first. Whoever may add tasks to that schedule.',
  query: importScheduleQuery,
  status: 201,
  previews: true,
  acceptsLater: true,
  response: /* @__PURE__ */ returns<ScheduleImportAnswer>(),
} as const satisfies Endpoint;

export const getImport = {
  method: 'GET',
  path: '/api/projects/{projectId}/schedules/{schedule}/imports/{id}',
  access: SIGNED_IN,
  summary:
    'Where an import into the construction or marketing schedule stands: { importId, fileName, status: writing | done, tasks, written }; the screen polls it while a queued import is written. Anyone who can open that schedule; an import of another schedule or project is 404.',
  status: 200,
  response: /* @__PURE__ */ returns<ScheduleImportStatus>(),
} as const satisfies Endpoint;

/** Schedules in and out of files (docs/requirements.md#schedule-import-and-export). */
export const scheduleFileEndpoints = { exportSchedule, importSchedule, getImport } as const satisfies Record<
  string,
  Endpoint
>;
