/**
 * How to reach each project-scoped endpoint with a resource of a given project, for the project rows
 * of the authorization matrix. Every contract endpoint must be listed here or in NOT_PROJECT_SCOPED,
 * so a new endpoint cannot slip past the matrix.
 */
import type { EndpointKey, HttpMethod } from '../../shared/contract.ts';
import type { ShareLinkCreated } from '../../shared/models/sharing.ts';
import type { Module, Role } from '../../shared/roles.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { asAdmin, call } from './api.ts';
import { createFolder, uploadSmall } from './documents.ts';
import { drawMarkup, markupBody, markupsPath, pdfSheet } from './markups.ts';
import { addPinPhoto, pinBody, placePin, sheet } from './pins.ts';
import { importFile } from './schedule-files.ts';

export interface ScopedRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

export interface ScopedFixture {
  module: Module;
  /** The roles that pass, when the endpoint's are not the module's section (the daily log). */
  roles?: readonly Role[];
  /** Builds a request that touches a resource of `projectId` (created as admin). */
  request(projectId: string): Promise<ScopedRequest>;
}

export const NOT_PROJECT_SCOPED: EndpointKey[] = [
  'login',
  'getMe',
  'updateProfile',
  'logout',
  // the caller's own settings; the unsubscribe link's token names its person (tests/integration/notifications.test.ts)
  'getNotificationSettings',
  'putNotificationSettings',
  'unsubscribeNotification',
  'listUsers',
  'createUser',
  'updateUser',
  'listProjects',
  'createProject',
  'updateProject',
  // public: the link's own token is the permission (tests/integration/sharing.test.ts)
  'openShareLink',
  // administration's own log (admin only, no project)
  'listAdminActivity',
  // addresses suppressed after a bounce or complaint (admin only, no project)
  'listEmailSuppressions',
  'liftEmailSuppression',
];

async function constructionTask(projectId: string): Promise<string> {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: await asAdmin(),
    body: { projectId, task_name: 'Matrix task', schedule_start: '2026-02-02', schedule_finish: '2026-02-03' },
  });
  if (res.status !== 201) throw new Error(`fixture task: ${res.status}`);
  return res.body._id;
}

async function marketingTask(projectId: string): Promise<string> {
  const res = await call<MarketingTask>('/api/marketing_tasks', {
    method: 'POST',
    token: await asAdmin(),
    body: { projectId, task_name: 'Matrix', start_date: '2026-02-02', end_date: '2026-02-03' },
  });
  if (res.status !== 201) throw new Error(`fixture marketing task: ${res.status}`);
  return res.body._id;
}

async function planFolder(projectId: string): Promise<string> {
  return (await createFolder(await asAdmin(), { name: `Matrix ${Math.random()}`, module: 'plan', projectId }))._id;
}

async function planFile(projectId: string): Promise<string> {
  return (await uploadSmall(await asAdmin(), { module: 'plan', projectId, folderId: 'root' }))._id;
}

/** A plan file of the project, deleted into its recycle bin. */
async function binnedPlanFile(projectId: string): Promise<string> {
  const id = await planFile(projectId);
  const res = await call(`/api/files/plan/${id}`, { method: 'DELETE', token: await asAdmin() });
  if (res.status !== 200) throw new Error(`fixture binned file: ${res.status}`);
  return id;
}

async function planShareLink(projectId: string): Promise<string> {
  const res = await call<ShareLinkCreated>('/api/share-file', {
    method: 'POST',
    token: await asAdmin(),
    body: { fileId: await planFile(projectId), module: 'plan', hoursValid: 2 },
  });
  if (res.status !== 201) throw new Error(`fixture share link: ${res.status}`);
  return res.body._id;
}

const baselinesPath = (projectId: string) => `/api/projects/${projectId}/schedules/construction/baselines`;

/** The path of a baseline of the project's construction schedule, saved by an admin. */
async function baselinePath(projectId: string): Promise<string> {
  await constructionTask(projectId);
  const res = await call<{ id: string }>(baselinesPath(projectId), {
    method: 'POST',
    token: await asAdmin(),
    body: { name: 'Matrix baseline' },
  });
  if (res.status !== 201) throw new Error(`fixture baseline: ${res.status}`);
  return `${baselinesPath(projectId)}/${res.body.id}`;
}

const LOG_DAY = '2026-11-02';

/** The project's daily log of LOG_DAY, written (and signed off when `signed`) by an admin. */
async function dailyLog(projectId: string, signed = false): Promise<string> {
  const path = `/api/projects/${projectId}/daily-logs/${LOG_DAY}`;
  const token = await asAdmin();
  const res = await call(path, { method: 'PUT', token, body: { notes: 'Matrix' } });
  if (res.status !== 200) throw new Error(`fixture daily log: ${res.status}`);
  if (signed && (await call(`${path}/sign-off`, { method: 'POST', token })).status !== 200)
    throw new Error('fixture daily log sign-off');
  return path;
}

const PRINT_ORDER = {
  size: '18"x24"',
  copies: 1,
  paper: '20#Bond',
  productionTime: 'next day',
  deliveryMethod: 'pickup',
};

const construction = (request: ScopedFixture['request']): ScopedFixture => ({ module: 'construction', request });
const plan = (request: ScopedFixture['request']): ScopedFixture => ({ module: 'plan', request });
const marketing = (request: ScopedFixture['request']): ScopedFixture => ({ module: 'marketing', request });
/** The daily log and the working-day calendar are the project's, not one area's: their own roles decide. */
const projectWide = (roles: readonly Role[], request: ScopedFixture['request']): ScopedFixture => ({
  module: 'construction',
  roles,
  request,
});
/** An area's pins: who may read are the area's roles, who may write or manage those of them the rule names. */
const pins = (roles: readonly Role[] | undefined, request: ScopedFixture['request']): ScopedFixture => ({
  module: 'plan',
  ...(roles && { roles }),
  request,
});
/** The Plan File roles among the pin writers, and among the pin managers (the pin is assigned to nobody). */
const PLAN_PIN_WRITERS: readonly Role[] = ['admin', 'office', 'pm'];
const PLAN_PIN_MANAGERS: readonly Role[] = ['admin', 'pm'];
/** A project's pin lists: every role with any area of the project. */
const ANY_AREA: readonly Role[] = ['admin', 'office', 'pm', 'consultant', 'marketing', 'site'];

/** A pin on a plan sheet of the project, placed by an admin. */
async function planPin(projectId: string): Promise<string> {
  return (await placePin(projectId, await sheet(projectId)))._id;
}

/** The path of a published markup an admin drew on a plan sheet of the project. */
async function adminMarkup(projectId: string): Promise<string> {
  const fileId = await sheet(projectId);
  return `${markupsPath(fileId)}/${(await drawMarkup(fileId))._id}`;
}

const LOG_READERS: readonly Role[] = ['admin', 'office', 'pm', 'consultant', 'marketing', 'site'];
const LOG_WRITERS: readonly Role[] = ['admin', 'office', 'pm', 'site'];
const LOG_SIGNERS: readonly Role[] = ['admin', 'pm'];
/** Whoever can open one of the project's schedules reads its calendar; project managers and admins change it. */
const SCHEDULE_READERS: readonly Role[] = ['admin', 'office', 'pm', 'marketing', 'site'];
const CALENDAR_WRITERS: readonly Role[] = ['admin', 'pm'];

export const PROJECT_SCOPED: Partial<Record<EndpointKey, ScopedFixture>> = {
  listDailyLogs: projectWide(LOG_READERS, async (p) => ({
    method: 'GET',
    path: `/api/projects/${p}/daily-logs?from=2026-11-01&to=2026-11-30`,
  })),
  getDailyLog: projectWide(LOG_READERS, async (p) => ({ method: 'GET', path: await dailyLog(p) })),
  putDailyLog: projectWide(LOG_WRITERS, async (p) => ({
    method: 'PUT',
    path: `/api/projects/${p}/daily-logs/${LOG_DAY}`,
    body: { notes: 'Crew of six on formwork' },
  })),
  signOffDailyLog: projectWide(LOG_SIGNERS, async (p) => ({ method: 'POST', path: `${await dailyLog(p)}/sign-off` })),
  startDailyLogExport: projectWide(LOG_READERS, async (p) => {
    await dailyLog(p);
    return { method: 'POST', path: `/api/projects/${p}/daily-logs/export`, body: { from: LOG_DAY, to: LOG_DAY } };
  }),
  reopenDailyLog: projectWide(LOG_SIGNERS, async (p) => ({
    method: 'POST',
    path: `${await dailyLog(p, true)}/reopen`,
    body: { reason: 'Hours corrected' },
  })),
  createPin: pins(PLAN_PIN_WRITERS, async (p) => ({
    method: 'POST',
    path: `/api/projects/${p}/pins`,
    body: pinBody(await sheet(p)),
  })),
  listPins: pins(ANY_AREA, async (p) => ({ method: 'GET', path: `/api/projects/${p}/pins?status=open` })),
  exportPins: pins(ANY_AREA, async (p) => ({ method: 'GET', path: `/api/projects/${p}/pins/export` })),
  listSheetPins: pins(undefined, async (p) => ({ method: 'GET', path: `/api/file/plan/${await sheet(p)}/pins` })),
  listPinAssignees: pins(PLAN_PIN_WRITERS, async (p) => ({
    method: 'GET',
    path: `/api/file/plan/${await sheet(p)}/assignees`,
  })),
  getPin: pins(undefined, async (p) => ({ method: 'GET', path: `/api/pins/${await planPin(p)}` })),
  updatePin: pins(PLAN_PIN_WRITERS, async (p) => ({
    method: 'PUT',
    path: `/api/pins/${await planPin(p)}`,
    body: { title: 'Renamed' },
  })),
  changePinStatus: pins(PLAN_PIN_MANAGERS, async (p) => ({
    method: 'POST',
    path: `/api/pins/${await planPin(p)}/status`,
    body: { status: 'ready' },
  })),
  deletePin: pins(PLAN_PIN_MANAGERS, async (p) => ({ method: 'DELETE', path: `/api/pins/${await planPin(p)}` })),
  listPinComments: pins(undefined, async (p) => ({ method: 'GET', path: `/api/pins/${await planPin(p)}/comments` })),
  addPinComment: pins(PLAN_PIN_WRITERS, async (p) => ({
    method: 'POST',
    path: `/api/pins/${await planPin(p)}/comments`,
    body: { text: 'Checked on site' },
  })),
  listMarkups: pins(undefined, async (p) => ({ method: 'GET', path: `${markupsPath(await sheet(p))}?version=1` })),
  createMarkup: pins(PLAN_PIN_WRITERS, async (p) => ({
    method: 'POST',
    path: markupsPath(await sheet(p)),
    body: markupBody(),
  })),
  // A published markup: its author, a project manager or an admin deletes it.
  deleteMarkup: pins(PLAN_PIN_MANAGERS, async (p) => ({ method: 'DELETE', path: await adminMarkup(p) })),
  downloadMarkedUpFile: pins(undefined, async (p) => ({
    method: 'GET',
    path: `/api/file/plan/${await pdfSheet(p)}/marked-up`,
  })),
  startPinPhotoUpload: pins(PLAN_PIN_WRITERS, async (p) => ({
    method: 'POST',
    path: `/api/pins/${await planPin(p)}/photo-uploads`,
    body: { files: [{ name: 'a.png', size: 10, type: 'image/png' }] },
  })),
  // An upload that never arrived: the pin's project is checked first (403), then the upload (400).
  addPinPhotos: pins(PLAN_PIN_WRITERS, async (p) => ({
    method: 'POST',
    path: `/api/pins/${await planPin(p)}/photos`,
    body: { uploadIds: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] },
  })),
  listPinPhotos: pins(undefined, async (p) => ({ method: 'GET', path: `/api/pins/${await planPin(p)}/photos` })),
  // A photo the admin added: removed by a project manager or an admin (an office user did not add it).
  deletePinPhoto: pins(PLAN_PIN_MANAGERS, async (p) => {
    const pin = await planPin(p);
    return { method: 'DELETE', path: `/api/pins/${pin}/photos/${(await addPinPhoto(pin))._id}` };
  }),
  getProjectCalendar: projectWide(SCHEDULE_READERS, async (p) => ({
    method: 'GET',
    path: `/api/projects/${p}/calendar`,
  })),
  putProjectCalendar: projectWide(CALENDAR_WRITERS, async (p) => ({
    method: 'PUT',
    path: `/api/projects/${p}/calendar`,
    body: { workingWeekdays: [1, 2, 3, 4, 5], daysOff: [{ date: '2026-12-25', name: 'Christmas Day' }] },
  })),
  createShareLink: plan(async (p) => ({
    method: 'POST',
    path: '/api/share-file',
    body: { fileId: await planFile(p), module: 'plan', hoursValid: 3 },
  })),
  listShareLinks: plan(async (p) => ({
    method: 'GET',
    path: `/api/share-file?fileId=${await planFile(p)}&module=plan`,
  })),
  revokeShareLink: plan(async (p) => ({ method: 'DELETE', path: `/api/share-file/${await planShareLink(p)}` })),
  createPrintRequest: plan(async (p) => ({
    method: 'POST',
    path: '/api/print-request',
    body: { ...PRINT_ORDER, fileId: await planFile(p), module: 'plan' },
  })),
  listTasks: construction(async (p) => ({ method: 'GET', path: `/api/tasks?projectId=${p}` })),
  createTask: construction(async (p) => ({
    method: 'POST',
    path: '/api/tasks',
    body: { projectId: p, task_name: 'New', schedule_start: '2026-02-02', schedule_finish: '2026-02-03' },
  })),
  getTask: construction(async (p) => ({ method: 'GET', path: `/api/tasks/${await constructionTask(p)}` })),
  updateTask: construction(async (p) => ({
    method: 'PUT',
    path: `/api/tasks/${await constructionTask(p)}`,
    body: { status: 'working', progress: 10 },
  })),
  deleteTask: construction(async (p) => ({ method: 'DELETE', path: `/api/tasks/${await constructionTask(p)}` })),
  addTaskNote: construction(async (p) => ({
    method: 'POST',
    path: `/api/tasks/${await constructionTask(p)}/note`,
    body: { text: 'matrix note' },
  })),
  getTaskActivity: construction(async (p) => ({ method: 'GET', path: `/api/task/${await constructionTask(p)}` })),
  startTaskImageUpload: construction(async (p) => ({
    method: 'POST',
    path: `/api/tasks/${await constructionTask(p)}/image-uploads`,
    body: { files: [{ name: 'a.png', size: 10, type: 'image/png' }] },
  })),
  listMarketingTasks: marketing(async (p) => ({ method: 'GET', path: `/api/marketing_tasks?projectId=${p}` })),
  listFirstScheduleTasks: construction(async (p) => ({
    method: 'GET',
    path: `/api/projects/${p}/schedules/construction/first-tasks?limit=5`,
  })),
  exportSchedule: construction(async (p) => ({
    method: 'GET',
    path: `/api/projects/${p}/schedules/construction/export?format=mspdi`,
  })),
  startImportUpload: construction(async (p) => ({
    method: 'POST',
    path: `/api/projects/${p}/schedules/construction/import-uploads`,
    body: { fileName: 'matrix.csv', size: 64 },
  })),
  getImport: construction(async (p) => {
    const imported = await importFile(await asAdmin(), {
      projectId: p,
      fileName: 'matrix.csv',
      content: 'id,name,start,finish\n1,Matrix,2026-02-02,2026-02-03\n',
    });
    if (imported.status !== 201) throw new Error(`fixture import: ${imported.status}`);
    return { method: 'GET', path: `/api/projects/${p}/schedules/construction/imports/${imported.body.importId}` };
  }),
  listBaselines: construction(async (p) => ({ method: 'GET', path: baselinesPath(p) })),
  saveBaseline: construction(async (p) => ({ method: 'POST', path: baselinesPath(p), body: { name: 'Matrix' } })),
  getBaseline: construction(async (p) => ({ method: 'GET', path: await baselinePath(p) })),
  renameBaseline: construction(async (p) => ({
    method: 'PUT',
    path: await baselinePath(p),
    body: { name: 'Renamed' },
  })),
  deleteBaseline: construction(async (p) => ({ method: 'DELETE', path: await baselinePath(p) })),
  createMarketingTask: marketing(async (p) => ({
    method: 'POST',
    path: '/api/marketing_tasks',
    body: { projectId: p, task_name: 'New', start_date: '2026-02-02', end_date: '2026-02-03' },
  })),
  updateMarketingTask: marketing(async (p) => ({
    method: 'PUT',
    path: `/api/marketing_tasks/${await marketingTask(p)}`,
    body: { progress: 5 },
  })),
  deleteMarketingTask: marketing(async (p) => ({
    method: 'DELETE',
    path: `/api/marketing_tasks/${await marketingTask(p)}`,
  })),
  rescheduleTasks: construction(async (p) => {
    const id = await constructionTask(p);
    const dates = { start: '2026-02-02', end: '2026-02-03' };
    return {
      method: 'POST',
      path: '/api/tasks/reschedule',
      body: { projectId: p, id, from: dates, to: dates, successors: [] },
    };
  }),
  rescheduleMarketingTasks: marketing(async (p) => {
    const id = await marketingTask(p);
    const dates = { start: '2026-02-02', end: '2026-02-03' };
    return {
      method: 'POST',
      path: '/api/marketing_tasks/reschedule',
      body: { projectId: p, id, from: dates, to: dates, successors: [] },
    };
  }),
  listProjectPhotos: construction(async (p) => ({ method: 'GET', path: `/api/projects/${p}/photos` })),
  // the Plan File area's activity: the roles that reach it, in their own projects
  listProjectActivity: plan(async (p) => ({ method: 'GET', path: `/api/projects/${p}/activity?area=plan` })),
  // the recycle bin's Plan File part; restoring follows the area, deleting forever is the admins'
  listRecycleBin: plan(async (p) => ({ method: 'GET', path: `/api/projects/${p}/recycle-bin?area=plan` })),
  restoreBinItem: plan(async (p) => ({
    method: 'POST',
    path: `/api/projects/${p}/recycle-bin/${await binnedPlanFile(p)}/restore`,
    body: {},
  })),
  deleteBinItem: plan(async (p) => ({
    method: 'DELETE',
    path: `/api/projects/${p}/recycle-bin/${await binnedPlanFile(p)}`,
  })),
  listFolders: plan(async (p) => ({ method: 'GET', path: `/api/folders?module=plan&projectId=${p}&level=1` })),
  getFolder: plan(async (p) => ({ method: 'GET', path: `/api/folders/${await planFolder(p)}` })),
  getFolderBreadcrumbs: plan(async (p) => ({ method: 'GET', path: `/api/folders/${await planFolder(p)}/breadcrumbs` })),
  getFolderDeleteStatus: plan(async (p) => ({
    method: 'GET',
    path: `/api/folders/${await planFolder(p)}/delete-status`,
  })),
  createFolder: plan(async (p) => ({
    method: 'POST',
    path: '/api/folders',
    body: { name: `New ${Math.random()}`, module: 'plan', projectId: p },
  })),
  updateFolder: plan(async (p) => ({
    method: 'PUT',
    path: `/api/folders/${await planFolder(p)}`,
    body: { name: 'Renamed' },
  })),
  deleteFolder: plan(async (p) => ({ method: 'DELETE', path: `/api/folders/${await planFolder(p)}` })),
  listFiles: plan(async (p) => ({ method: 'GET', path: `/api/files/plan?folderId=root&projectId=${p}` })),
  startUpload: plan(async (p) => ({
    method: 'POST',
    path: '/api/uploads',
    body: { module: 'plan', projectId: p, fileName: 'a.pdf', size: 10, author: 'Matrix' },
  })),
  deleteFile: plan(async (p) => ({ method: 'DELETE', path: `/api/files/plan/${await planFile(p)}` })),
  downloadFile: plan(async (p) => ({ method: 'GET', path: `/api/file/plan/${await planFile(p)}` })),
  getFileUrl: plan(async (p) => ({ method: 'GET', path: `/api/file/plan/${await planFile(p)}/url` })),
  moveFile: plan(async (p) => ({
    method: 'PUT',
    path: `/api/file/plan/${await planFile(p)}/move`,
    body: { target_module: 'plan', target_folder_id: 'root', project_id: p },
  })),
  listFileVersions: plan(async (p) => ({ method: 'GET', path: `/api/file/plan/${await planFile(p)}/versions` })),
  getFileSheet: plan(async (p) => ({ method: 'GET', path: `/api/file/plan/${await planFile(p)}/sheet` })),
  makeVersionCurrent: plan(async (p) => ({
    method: 'POST',
    path: `/api/file/plan/${await planFile(p)}/versions/1/current`,
  })),
  copyFile: plan(async (p) => ({
    method: 'POST',
    path: `/api/file/plan/${await planFile(p)}/copy`,
    body: { target_module: 'plan', target_folder_id: 'root', project_id: p },
  })),
};

/**
 * Endpoints whose project check cannot be reached with a plain JSON request (multipart bodies,
 * confirmations of earlier uploads, redirects to stored objects); each has its own tests.
 */
export const SCOPED_ELSEWHERE: Partial<Record<EndpointKey, string>> = {
  uploadTaskImages: 'multipart body: tests/integration/construction-tasks.test.ts',
  confirmTaskImageUpload: 'needs a finished upload: tests/integration/construction-tasks.test.ts',
  getTaskImage: 'needs a stored photo: tests/integration/construction-tasks.test.ts',
  uploadFile: 'multipart body: tests/integration/files.test.ts ("access to files")',
  importSchedule:
    'multipart body, or an upload its starter named: tests/integration/schedule-import.test.ts ("who may") and schedule-import-upload.test.ts',
  getUploadParts: 'an upload is its starter’s: tests/integration/uploads.test.ts',
  completeUpload: 'an upload is its starter’s; the project is checked again: tests/integration/uploads.test.ts',
  abortUpload: 'an upload is its starter’s: tests/integration/uploads.test.ts',
  updateMarkup: 'a markup is its author’s; the sheet is checked first: tests/integration/markups.test.ts',
  publishMarkup: 'a markup is its author’s; the sheet is checked first: tests/integration/markups.test.ts',
  getJob: 'a job is its requester’s, whatever the project: tests/integration/daily-logs.test.ts',
  searchProject:
    'the project is in the path and every role may search its own projects; what each role finds in its areas: tests/integration/search.test.ts',
};
