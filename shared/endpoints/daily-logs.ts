import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { DailyLog, ExportStarted, JobStatus, LogDays } from '../models/daily-logs.ts';
import { dailyLogBody, dailyLogRange, reopenBody } from '../schemas/daily-logs.ts';

export const listDailyLogs = {
  method: 'GET',
  path: '/api/projects/{projectId}/daily-logs',
  access: SIGNED_IN,
  summary:
    'Every day from `from` to `to` (YYYY-MM-DD, at most 92 days) with its log\'s status: { days: [{ date, status: "none" | "draft" | "signed", updatedAt }] }. Site, project manager, office and admin users of the project write; consultant and marketing users read; a project manager or an admin signs off and reopens.',
  query: dailyLogRange,
  status: 200,
  response: /* @__PURE__ */ returns<LogDays>(),
} as const satisfies Endpoint;

export const getDailyLog = {
  method: 'GET',
  path: '/api/projects/{projectId}/daily-logs/{date}',
  access: SIGNED_IN,
  summary:
    "A day's log (status none when nobody wrote it) with that Toronto day's site-report notes and photos of every task (reports, photos; a hidden photo is marked), the sign-off and the history of sign-offs and reopenings.",
  status: 200,
  response: /* @__PURE__ */ returns<DailyLog>(),
} as const satisfies Endpoint;

export const putDailyLog = {
  method: 'PUT',
  path: '/api/projects/{projectId}/daily-logs/{date}',
  access: SIGNED_IN,
  summary:
    'Writes the whole log as the person has it (weather, crew, equipment, visitors, deliveries, delays, notes, hiddenPhotos) and answers it. 409 when it is signed off; 400 for a day after today.',
  body: dailyLogBody,
  status: 200,
  response: /* @__PURE__ */ returns<DailyLog>(),
} as const satisfies Endpoint;

export const signOffDailyLog = {
  method: 'POST',
  path: '/api/projects/{projectId}/daily-logs/{date}/sign-off',
  access: SIGNED_IN,
  summary:
    'Signs the log off: it is read-only until reopened. A project manager or an admin; 409 when there is no log or it is signed already.',
  status: 200,
  response: /* @__PURE__ */ returns<DailyLog>(),
} as const satisfies Endpoint;

export const reopenDailyLog = {
  method: 'POST',
  path: '/api/projects/{projectId}/daily-logs/{date}/reopen',
  access: SIGNED_IN,
  summary:
    'Reopens a signed log with a reason ({ "reason": "..." }), kept in its history. A project manager or an admin; 409 when it is not signed off.',
  body: reopenBody,
  status: 200,
  response: /* @__PURE__ */ returns<DailyLog>(),
} as const satisfies Endpoint;

export const startDailyLogExport = {
  method: 'POST',
  path: '/api/projects/{projectId}/daily-logs/export',
  access: SIGNED_IN,
  summary:
    'Starts a PDF of the logs written from `from` to `to` ({ "from": "YYYY-MM-DD", "to": "YYYY-MM-DD" }, at most 92 days): 202 { jobId }; follow GET /api/jobs/{jobId}. Anyone who reads the log; 409 when no day of the range has a log.',
  body: dailyLogRange,
  status: 200,
  acceptsLater: true,
  response: /* @__PURE__ */ returns<ExportStarted>(),
} as const satisfies Endpoint;

export const getJob = {
  method: 'GET',
  path: '/api/jobs/{jobId}',
  access: SIGNED_IN,
  summary:
    'How a queued export is doing: { status: "running" | "done" | "failed", progress (percent), url? (the PDF, once done: a short-lived download link), error? }. Only the person who started it (and admins); 404 for anyone else.',
  status: 200,
  response: /* @__PURE__ */ returns<JobStatus>(),
} as const satisfies Endpoint;

/** The daily site log (docs/requirements.md#daily-site-log). */
export const dailyLogEndpoints = {
  listDailyLogs,
  getDailyLog,
  putDailyLog,
  signOffDailyLog,
  reopenDailyLog,
  startDailyLogExport,
  getJob,
} as const satisfies Record<string, Endpoint>;
