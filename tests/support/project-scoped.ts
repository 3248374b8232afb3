/**
 * How to reach each project-scoped endpoint with a resource of a given project, for the project rows
 * of the authorization matrix. Every contract endpoint must be listed here or in NOT_PROJECT_SCOPED,
 * so a new endpoint cannot slip past the matrix.
 */
import type { EndpointKey, HttpMethod } from '../../shared/contract.ts';
import type { Module } from '../../shared/roles.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { asAdmin, call } from './api.ts';

export interface ScopedRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

export interface ScopedFixture {
  module: Module;
  /** Builds a request that touches a resource of `projectId` (created as admin). */
  request(projectId: string): Promise<ScopedRequest>;
}

export const NOT_PROJECT_SCOPED: EndpointKey[] = [
  'login',
  'getMe',
  'updateProfile',
  'listUsers',
  'createUser',
  'updateUser',
  'listProjects',
  'createProject',
  'updateProject',
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

const construction = (request: ScopedFixture['request']): ScopedFixture => ({ module: 'construction', request });
const marketing = (request: ScopedFixture['request']): ScopedFixture => ({ module: 'marketing', request });

export const PROJECT_SCOPED: Partial<Record<EndpointKey, ScopedFixture>> = {
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
};

/**
 * Endpoints whose project check cannot be reached with a plain JSON request (multipart bodies,
 * confirmations of earlier uploads, redirects to stored objects); each has its own tests.
 */
export const SCOPED_ELSEWHERE: Partial<Record<EndpointKey, string>> = {
  uploadTaskImages: 'multipart body: tests/integration/construction-tasks.test.ts',
  confirmTaskImageUpload: 'needs a finished upload: tests/integration/construction-tasks.test.ts',
  getTaskImage: 'needs a stored photo: tests/integration/construction-tasks.test.ts',
};
