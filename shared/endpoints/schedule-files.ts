import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { ScheduleImportAnswer, ScheduleImportStatus, ScheduleImportUpload } from '../models/schedule-import.ts';
import {
  exportScheduleQuery,
  importScheduleBody,
  importScheduleQuery,
  importUploadBody,
} from '../schemas/schedule-files.ts';

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
    'Import an MS Project XML (MSPDI) or CSV file into the construction or marketing schedule: multipart/form-data, field file (at most 4 MB through the API), or JSON { uploadId } naming a file sent to storage through import-uploads (up to the import limit of 20 MB; the id belongs to its caller, to this project and schedule, single-use: taken by a write or a refusal, kept by a clean preview, and its file is removed then). Answers { status, tasks, phases, links, milestones, warnings, errors: [{ row, field, message }] }: preview=true checks and writes nothing (200); preview=false writes the tasks with new ids (201), or queues a large file as one background job (202, status queued). A file with problems is 400 with every problem in errors, and nothing is written. The same file imported into the same schedule again is 409 unless mode=replace, which removes the tasks of that earlier import first. Whoever may add tasks to that schedule.',
  query: importScheduleQuery,
  body: importScheduleBody,
  status: 201,
  previews: true,
  acceptsLater: true,
  response: /* @__PURE__ */ returns<ScheduleImportAnswer>(),
} as const satisfies Endpoint;

export const startImportUpload = {
  method: 'POST',
  path: '/api/projects/{projectId}/schedules/{schedule}/import-uploads',
  access: SIGNED_IN,
  summary:
    'A presigned PUT straight to storage for a schedule file too large to send through the API (the web app uses it above 4 MB): { fileName, size } answers { uploadId, url, headers, expiresAt } (201); then POST .../import with { uploadId }. A size over the import limit (20 MB) is 413. Whoever may add tasks to that schedule.',
  body: importUploadBody,
  status: 201,
  response: /* @__PURE__ */ returns<ScheduleImportUpload>(),
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
export const scheduleFileEndpoints = {
  exportSchedule,
  importSchedule,
  startImportUpload,
  getImport,
} as const satisfies Record<string, Endpoint>;
