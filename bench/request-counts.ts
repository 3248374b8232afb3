/**
 * DynamoDB requests per call, for every endpoint a scenario reaches, beside the minimum the data model
 * allows. Every signed-in call includes one GetItem that loads the caller (see docs/data-model.md).
 */
import { contract, type EndpointKey, endpointKeys } from '../shared/contract.ts';
import type { LoginResponse, Project } from '../shared/models.ts';
import type { ConstructionTask, MarketingTask } from '../shared/task-models.ts';
import { BenchClient } from './client.ts';
import { BENCH_ADMIN } from './stack.ts';

export interface RequestCountRow {
  endpoint: EndpointKey;
  measured: number | null;
  minimum: number;
  why: string;
}

/** The least the data model allows, session check included, and why. */
const MINIMUM: Partial<Record<EndpointKey, [number, string]>> = {
  login: [3, 'throttle window + email claim + user (no session check)'],
  getMe: [1, 'session check only'],
  updateProfile: [3, 'session + user read + transactional write'],
  listUsers: [2, 'session + one GSI1 Query'],
  createUser: [2, 'session + transaction (user + email claim)'],
  updateUser: [4, 'session + read + BatchGet of the allowed projects + transaction'],
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
};

export async function measureRequestCounts(base: string): Promise<RequestCountRow[]> {
  const anonymous = new BenchClient(base);
  const measured = new Map<EndpointKey, number>();
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
  record('getTaskActivity', await admin.call('GET', `/api/task/${task._id}`));
  record('deleteTask', await admin.call('DELETE', `/api/tasks/${task._id}`));
  const mBody = { projectId: project._id, task_name: 'Bench', start_date: '2026-03-01', end_date: '2026-03-02' };
  const mTask = record('createMarketingTask', await admin.call<MarketingTask>('POST', '/api/marketing_tasks', mBody));
  record('listMarketingTasks', await admin.call('GET', `/api/marketing_tasks?projectId=${project._id}`));
  record('updateMarketingTask', await admin.call('PUT', `/api/marketing_tasks/${mTask._id}`, { progress: 5 }));
  record('deleteMarketingTask', await admin.call('DELETE', `/api/marketing_tasks/${mTask._id}`));
  const profileBody = { name: 'Bench admin', currentPassword: BENCH_ADMIN.password };
  record('updateProfile', await admin.call('POST', '/api/auth/update-profile', profileBody));

  return endpointKeys.map((endpoint) => {
    const [minimum, why] = MINIMUM[endpoint] ?? [Number.NaN, 'no scenario yet'];
    return { endpoint, measured: measured.get(endpoint) ?? null, minimum, why };
  });
}

export function isReadEndpoint(key: EndpointKey): boolean {
  return contract[key].method === 'GET';
}
