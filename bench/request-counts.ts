/**
 * DynamoDB requests per call, for every endpoint a scenario reaches, beside the minimum the data model
 * allows. Every signed-in call includes one GetItem that loads the caller (see docs/data-model.md).
 */
import { contract, type EndpointKey, endpointKeys } from '../shared/contract.ts';
import type { DocumentFile, Folder, UploadStart } from '../shared/models/documents.ts';
import type { ShareLinkCreated } from '../shared/models/sharing.ts';
import type { LoginResponse, Project } from '../shared/models.ts';
import type { ConstructionTask, ImageUploadTarget, MarketingTask } from '../shared/task-models.ts';
import { BenchClient } from './client.ts';
import { BENCH_ADMIN } from './stack.ts';

export interface RequestCountRow {
  endpoint: EndpointKey;
  measured: number | null;
  minimum: number | null;
  why: string;
}

/** The least the data model allows, session check included, and why. */
const MINIMUM: Partial<Record<EndpointKey, [number, string]>> = {
  login: [
    10,
    'counters of (email, address), address, email before the check + email claim + user; on success clear one, give back two, mark the address known (no session check; a counter with no open window costs 1 more)',
  ],
  getMe: [1, 'session check only'],
  updateProfile: [
    5,
    'session + current-password counter (no open window: 1 more) + user read + conditional UpdateItem + give back the attempt',
  ],
  listUsers: [2, 'session + one GSI1 Query'],
  createUser: [2, 'session + transaction (user + email claim)'],
  updateUser: [
    4,
    'session + read + BatchGet of the allowed projects + conditional UpdateItem (transaction if the email changes)',
  ],
  listProjects: [2, 'session + one GSI1 Query (admin) or one BatchGet'],
  createProject: [2, 'session + Put'],
  updateProject: [2, 'session + conditional Put (we also read createdAt: 3)'],
  listTasks: [2, 'session + one GSI1 Query'],
  createTask: [3, 'session + project exists + Put (+1 Query with dependencies)'],
  getTask: [2, 'session + GetItem'],
  updateTask: [3, 'session + read + Put (+1 Query when dependencies change)'],
  deleteTask: [6, 'session + read + partition Query + BatchWrite of notes/photos + project Query + transaction'],
  addTaskNote: [4, 'session + task read + transaction (+1 re-read for the counters)'],
  getTaskActivity: [2, 'session + one partition Query'],
  listMarketingTasks: [2, 'session + one GSI1 Query'],
  createMarketingTask: [3, 'session + project exists + Put'],
  updateMarketingTask: [3, 'session + read + Put'],
  deleteMarketingTask: [4, 'session + read + project Query + transaction'],
  listFolders: [2, 'session + one Query of the parent partition'],
  getFolder: [2, 'session + GetItem'],
  getFolderBreadcrumbs: [
    3,
    'session + GetItem + BatchGetItem of its ancestors (a level 2 or 3 folder: the chain check, a folder below one in the recycle bin is gone; 2 at level 1)',
  ],
  createFolder: [2, 'session + one transaction (folder, name claim, parent counters, parent condition)'],
  updateFolder: [3, "session + read + transaction (name claims, descendants' ancestors)"],
  deleteFolder: [4, 'session + read + partition Query + transaction (small folder)'],
  listFiles: [
    3,
    'session + one Query: subfolders and files of the folder together, + BatchGetItem of its ancestors (a level 2 or 3 folder: the chain check, a folder below one in the recycle bin is gone; 2 at level 1)',
  ],
  startUpload: [
    4,
    "session + folder read + count of the project's unconfirmed uploads (L11 limit) + Put pending upload",
  ],
  completeUpload: [
    5,
    'session + upload read + folder read + transaction (file, entry, counters) + one Query per folder of its path (does anyone follow it?)',
  ],
  getFileUrl: [2, 'session + GetItem file'],
  downloadFile: [2, 'session + GetItem file'],
  copyFile: [4, 'session + file read + target read + transaction'],
  moveFile: [4, 'session + file read + target read + transaction'],
  deleteFile: [3, 'session + file read + transaction'],
  getFolderDeleteStatus: [2, 'session + one BatchGetItem (folder + job)'],
  uploadFile: [
    4,
    'session + folder read + transaction (file, entry, counters) + one Query per folder of its path (does anyone follow it?)',
  ],
  getUploadParts: [2, 'session + GetItem upload'],
  abortUpload: [3, 'session + GetItem upload + DeleteItem'],
  uploadTaskImages: [4, 'session + task read + re-read for counters + transaction'],
  startTaskImageUpload: [3, 'session + task read + transaction of pending items'],
  confirmTaskImageUpload: [5, 'session + task read + BatchGet pending + re-read + transaction'],
  getTaskImage: [3, 'session + task read (access) + GetItem photo'],
  createShareLink: [3, 'session + GetItem file + Put link'],
  listShareLinks: [3, 'session + GetItem file + Query GSI1'],
  searchProject: [3, 'session + one Query of the term index + one BatchGetItem of the results’ folders and tasks'],
  revokeShareLink: [3, 'session + GetItem link + UpdateItem'],
  openShareLink: [
    4,
    'GetItem link + GetItem file + per-link rate counter (first opening of its hour: 1 more) + transaction (opening + counter); public, no session',
  ],
  createPrintRequest: [
    7,
    'session + file + per-user rate counter (first order of its hour: 1 more) + project + Put link + Put order + UpdateItem status',
  ],
};

const measuredDirect = new Map<EndpointKey, number>();

export async function measureRequestCounts(base: string): Promise<RequestCountRow[]> {
  const anonymous = new BenchClient(base);
  const measured = measuredDirect;
  measured.clear();
  const record = <T>(key: EndpointKey, answer: { status: number; body: T; dynamodbRequests: number }) => {
    if (answer.status >= 400) throw new Error(`${key} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    measured.set(key, answer.dynamodbRequests);
    return answer.body;
  };

  const session = record('login', await anonymous.call<LoginResponse>('POST', '/api/auth/login', BENCH_ADMIN));
  const admin = anonymous.withToken(session.access_token);
  record('getMe', await admin.call('GET', '/api/auth/me'));
  const project = record(
    'createProject',
    await admin.call<Project>('POST', '/api/projects', { name: 'Bench project' }),
  );
  record(
    'updateProject',
    await admin.call('PUT', `/api/projects/${project._id}`, { name: 'Bench project', status: 'active' }),
  );
  record('listProjects', await admin.call('GET', '/api/projects'));
  const user = record(
    'createUser',
    await admin.call<{ _id: string; email: string }>('POST', '/api/users/create', {
      name: 'Bench user',
      email: `bench-${Date.now()}@example.com`,
      roles: 'pm',
    }),
  );
  record(
    'updateUser',
    await admin.call('PUT', `/api/users/${user._id}`, {
      name: 'Bench user',
      email: user.email,
      roles: 'office',
      allowedProjects: [project._id],
    }),
  );
  record('listUsers', await admin.call('GET', '/api/users'));
  const taskBody = {
    projectId: project._id,
    task_name: 'Bench task',
    schedule_start: '2026-03-01',
    schedule_finish: '2026-03-05',
  };
  const task = record('createTask', await admin.call<ConstructionTask>('POST', '/api/tasks', taskBody));
  record('listTasks', await admin.call('GET', `/api/tasks?projectId=${project._id}`));
  record('getTask', await admin.call('GET', `/api/tasks/${task._id}`));
  record('updateTask', await admin.call('PUT', `/api/tasks/${task._id}`, { progress: 10 }));
  record('addTaskNote', await admin.call('POST', `/api/tasks/${task._id}/note`, { text: 'bench' }));
  await measureTaskPhotos(admin, task._id, record);
  record('getTaskActivity', await admin.call('GET', `/api/task/${task._id}`));
  record('deleteTask', await admin.call('DELETE', `/api/tasks/${task._id}`));
  const mBody = { projectId: project._id, task_name: 'Bench', start_date: '2026-03-01', end_date: '2026-03-02' };
  const mTask = record('createMarketingTask', await admin.call<MarketingTask>('POST', '/api/marketing_tasks', mBody));
  record('listMarketingTasks', await admin.call('GET', `/api/marketing_tasks?projectId=${project._id}`));
  record('updateMarketingTask', await admin.call('PUT', `/api/marketing_tasks/${mTask._id}`, { progress: 5 }));
  record('deleteMarketingTask', await admin.call('DELETE', `/api/marketing_tasks/${mTask._id}`));
  await measureDocumentCalls(admin, project._id, record);

  const profileBody = { name: 'Bench admin', currentPassword: BENCH_ADMIN.password };
  record('updateProfile', await admin.call('POST', '/api/auth/update-profile', profileBody));

  return endpointKeys.map((endpoint) => {
    const [minimum, why] = MINIMUM[endpoint] ?? [null, 'no scenario yet'];
    return { endpoint, measured: measured.get(endpoint) ?? null, minimum, why };
  });
}

type Record_ = <T>(key: EndpointKey, answer: { status: number; body: T; dynamodbRequests: number }) => T;

/** Folders, files, uploads, share links and print orders, each called once. */
async function measureDocumentCalls(admin: BenchClient, projectId: string, record: Record_): Promise<void> {
  const folder = record(
    'createFolder',
    await admin.call<Folder>('POST', '/api/folders', { name: 'Bench', module: 'plan', projectId }),
  );
  const child = await admin.call<Folder>('POST', '/api/folders', {
    name: 'Child',
    module: 'plan',
    projectId,
    parent_id: folder._id,
  });
  record(
    'updateFolder',
    await admin.call('PUT', `/api/folders/${child.body._id}`, { name: 'Child 2', module: 'plan', projectId }),
  );
  record('listFolders', await admin.call('GET', `/api/folders?module=plan&projectId=${projectId}&level=1`));
  record('getFolder', await admin.call('GET', `/api/folders/${folder._id}`));
  record('getFolderBreadcrumbs', await admin.call('GET', `/api/folders/${child.body._id}/breadcrumbs`));
  const bytes = new TextEncoder().encode('%PDF-1.4 bench');
  const start = record(
    'startUpload',
    await admin.call<UploadStart>('POST', '/api/uploads', {
      module: 'plan',
      projectId,
      folderId: folder._id,
      fileName: 'bench.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
      author: 'Bench',
    }),
  );
  if (start.mode !== 'single') throw new Error('expected a single PUT');
  await fetch(start.url, { method: 'PUT', headers: start.headers, body: bytes });
  const file = record(
    'completeUpload',
    await admin.call<DocumentFile>('POST', `/api/uploads/${start.uploadId}/complete`, {}),
  );
  // A subfolder's first page: the chain check reads its ancestors too (a level 1 folder's is one Query).
  record('listFiles', await admin.call('GET', `/api/files/plan?folderId=${child.body._id}&projectId=${projectId}`));
  record('searchProject', await admin.call('GET', `/api/projects/${projectId}/search?q=bench`));
  record('getFileUrl', await admin.call('GET', `/api/file/plan/${file._id}/url`));
  record('downloadFile', await admin.call('GET', `/api/file/plan/${file._id}`));
  const copy = record(
    'copyFile',
    await admin.call<DocumentFile>('POST', `/api/file/plan/${file._id}/copy`, {
      target_module: 'plan',
      target_folder_id: child.body._id,
      project_id: projectId,
    }),
  );
  record(
    'moveFile',
    await admin.call('PUT', `/api/file/plan/${copy._id}/move`, {
      target_module: 'plan',
      target_folder_id: folder._id,
      project_id: projectId,
    }),
  );
  const share = record(
    'createShareLink',
    await admin.call<ShareLinkCreated>('POST', '/api/share-file', { fileId: file._id, module: 'plan', hoursValid: 2 }),
  );
  record('listShareLinks', await admin.call('GET', `/api/share-file?fileId=${file._id}&module=plan`));
  const opened = await new BenchClient(admin.base).call('GET', new URL(share.link).pathname);
  if (opened.status !== 302) throw new Error(`openShareLink answered ${opened.status}`);
  measuredDirect.set('openShareLink', opened.dynamodbRequests);
  record('revokeShareLink', await admin.call('DELETE', `/api/share-file/${share._id}`));
  record(
    'createPrintRequest',
    await admin.call('POST', '/api/print-request', {
      fileId: file._id,
      module: 'plan',
      size: '24"x36"',
      copies: 1,
      paper: '20#Bond',
      productionTime: 'next day',
      deliveryMethod: 'pickup',
    }),
  );
  record('deleteFile', await admin.call('DELETE', `/api/files/plan/${copy._id}`));
  await measureUploadVariants(admin, projectId, folder._id, record);
  // Read while the folder stands: once in the recycle bin it answers 404 like any binned object.
  record('getFolderDeleteStatus', await admin.call('GET', `/api/folders/${folder._id}/delete-status`));
  record('deleteFolder', await admin.call('DELETE', `/api/folders/${folder._id}`));
  const bin = `/api/projects/${projectId}/recycle-bin`;
  record('listRecycleBin', await admin.call('GET', bin));
  record('restoreBinItem', await admin.call('POST', `${bin}/${folder._id}/restore`, {}));
  await admin.call('DELETE', `/api/folders/${folder._id}`);
  record('deleteBinItem', await admin.call('DELETE', `${bin}/${folder._id}`));
}

/** The other upload paths: the form endpoint, fresh part URLs, and an abandoned upload. */
async function measureUploadVariants(admin: BenchClient, projectId: string, folderId: string, record: Record_) {
  const form = new FormData();
  form.set('projectId', projectId);
  form.set('folderId', folderId);
  form.set('author', 'Bench');
  form.set('file', new Blob(['%PDF-1.4 form'], { type: 'application/pdf' }), 'form.pdf');
  record('uploadFile', await admin.callForm('/api/upload/plan', form));
  const big = await admin.call<UploadStart>('POST', '/api/uploads', {
    module: 'plan',
    projectId,
    folderId,
    fileName: 'large.pdf',
    size: 64 * 1024 * 1024,
    contentType: 'application/pdf',
    author: 'Bench',
  });
  record(
    'getUploadParts',
    await admin.call('POST', `/api/uploads/${big.body.uploadId}/parts`, { partNumbers: [1, 2] }),
  );
  record('abortUpload', await admin.call('DELETE', `/api/uploads/${big.body.uploadId}`));
}

/** Task photos: the multipart endpoint, the presigned path, and reading one back. */
async function measureTaskPhotos(admin: BenchClient, taskId: string, record: Record_) {
  const form = new FormData();
  form.set('taskId', taskId);
  form.append('images', new Blob([Buffer.from('ffd8ffe0', 'hex')], { type: 'image/jpeg' }), 'a.jpg');
  record('uploadTaskImages', await admin.callForm('/api/construction/task/upload-images', form));
  const targets = record(
    'startTaskImageUpload',
    await admin.call<ImageUploadTarget[]>('POST', `/api/tasks/${taskId}/image-uploads`, {
      files: [{ name: 'b.png', size: 8, type: 'image/png' }],
    }),
  );
  for (const t of targets) await fetch(t.url, { method: 'PUT', headers: t.headers, body: 'pngbytes' });
  record(
    'confirmTaskImageUpload',
    await admin.call('POST', `/api/tasks/${taskId}/image-uploads/confirm`, {
      uploadIds: targets.map((t) => t.uploadId),
    }),
  );
  record('getTaskImage', await admin.call('GET', `/api/image/construction/task/${taskId}/0`));
}

export function isReadEndpoint(key: EndpointKey): boolean {
  return contract[key].method === 'GET';
}
