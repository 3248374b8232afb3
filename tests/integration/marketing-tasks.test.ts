import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { MarketingTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';

let project: Project;
let marketer: TestUser;

beforeAll(async () => {
  project = await createProject();
  marketer = await createSignedInUser('marketing', [project._id]);
});

const add = (fields: Record<string, unknown> = {}, token = marketer.token) =>
  call<MarketingTask>('/api/marketing_tasks', {
    method: 'POST',
    token,
    body: {
      projectId: project._id,
      task_name: 'Brochure',
      start_date: '2026-06-01',
      end_date: '2026-06-10',
      owner: 'Lee',
      progress: 0,
      ...fields,
    },
  });

describe('marketing schedule', () => {
  it('adds, lists, edits and deletes tasks with an owner', async () => {
    const created = await add();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      task_name: 'Brochure',
      owner: 'Lee',
      start_date: '2026-06-01T04:00:00.000Z',
      type: 'task',
    });
    const second = await add({ task_name: 'Launch event', dependencies: [created.body._id], owner: undefined });
    expect(second.body.owner).toBeUndefined();
    const list = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, {
      token: marketer.token,
    });
    expect(list.body.map((t) => t.task_name)).toEqual(['Brochure', 'Launch event']);
    const edit = await call<MarketingTask>(`/api/marketing_tasks/${created.body._id}`, {
      method: 'PUT',
      token: marketer.token,
      body: { task_name: 'Brochure v2', progress: 30, owner: 'Kim', type: 'milestone' },
    });
    expect(edit.body).toMatchObject({ task_name: 'Brochure v2', progress: 30, owner: 'Kim', type: 'milestone' });
    const cycle = await call(`/api/marketing_tasks/${created.body._id}`, {
      method: 'PUT',
      token: marketer.token,
      body: { dependencies: [second.body._id] },
    });
    expect(cycle).toMatchObject({
      status: 400,
      body: { error: 'These dependencies would make a cycle: Brochure v2 → Launch event → Brochure v2' },
    });
    expect(
      (await call(`/api/marketing_tasks/${created.body._id}`, { method: 'DELETE', token: marketer.token })).status,
    ).toBe(200);
    const after = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, {
      token: marketer.token,
    });
    expect(after.body.map((t) => [t.task_name, t.dependencies])).toEqual([['Launch event', []]]);
  });

  it('clears the owner when an edit sends a blank one, and keeps it when the edit leaves it out', async () => {
    const task = (await add({ owner: 'Lee' })).body;
    const put = (body: Record<string, unknown>) =>
      call<MarketingTask>(`/api/marketing_tasks/${task._id}`, { method: 'PUT', token: marketer.token, body });
    expect((await put({ progress: 10 })).body.owner).toBe('Lee');
    const cleared = await put({ owner: '  ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.owner).toBeUndefined();
    const list = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, {
      token: marketer.token,
    });
    expect(list.body.find((t) => t._id === task._id)?.owner).toBeUndefined();
  });

  it.each([
    [{ task_name: ' ' }, 'Task Name is required'],
    [{ end_date: '2026-05-01' }, 'End Date cannot be before Start Date'],
    [{ progress: -1 }, 'Progress must be a whole number from 0 to 100'],
  ])('refuses %j', async (fields, error) => {
    expect(await add(fields)).toMatchObject({ status: 400, body: { error } });
  });

  it('is closed to roles without the marketing tile and to other projects', async () => {
    const pm = await createSignedInUser('pm', [project._id]);
    const outsider = await createSignedInUser('marketing', []);
    expect((await add({}, pm.token)).status).toBe(403);
    expect((await call(`/api/marketing_tasks?projectId=${project._id}`, { token: outsider.token })).status).toBe(403);
    expect((await add({}, outsider.token)).status).toBe(403);
  });
});

describe('H1: concurrent marketing task edits', () => {
  it('H1: two edits of different fields at the same time never silently undo each other', async () => {
    let lost = 0;
    for (let round = 0; round < 10; round += 1) {
      const task = (await add({ task_name: `Race ${round}` })).body;
      const url = `/api/marketing_tasks/${task._id}`;
      const [a, b] = await Promise.all([
        call(url, { method: 'PUT', token: marketer.token, body: { owner: `Owner ${round}` } }),
        call(url, { method: 'PUT', token: marketer.token, body: { progress: 50 } }),
      ]);
      for (const res of [a, b]) {
        if (res.status !== 200) {
          expect(res).toMatchObject({
            status: 409,
            body: { error: 'This task was changed by someone else at the same time. Please reload and try again.' },
          });
        }
      }
      const list = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, {
        token: marketer.token,
      });
      const after = list.body.find((t) => t._id === task._id);
      if (a.status === 200 && after?.owner !== `Owner ${round}`) lost += 1;
      if (b.status === 200 && after?.progress !== 50) lost += 1;
    }
    console.log(`H1 marketing tasks: ${lost} of 10 races lost an answered edit`);
    expect(lost).toBe(0);
  });
});
