/**
 * The recycle bin (issue 23, docs/data-model.md#recycle-bin) for construction and marketing tasks, against
 * the real local stack: a delete moves the task to its project's bin, out of the schedule, monitor, search,
 * photo timeline and id access; a restore brings it back with its notes, photos and dependencies (one on a
 * task that is itself in the bin comes back when both are back); an admin deletes it forever.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { BinPage } from '../../shared/models/recycle-bin.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask, MarketingTask, ProjectPhotosPage, TaskWithActivity } from '../../shared/task-models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { objectKeys, partitionItems } from '../support/documents.ts';
import { searchUntil } from '../support/search.ts';
import { addConstructionTask, addMarketingTask, addTaskPhoto } from '../support/tasks.ts';

let admin: string;
let project: Project;
let pm: TestUser;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject(`Task bin ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
});

const binPath = () => `/api/projects/${project._id}/recycle-bin`;
const binIds = async (query = '', token = pm.token) => {
  const res = await call<BinPage>(`${binPath()}${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.items.map((i) => i._id);
};
const restore = <T = ConstructionTask>(id: string, token = pm.token) =>
  call<T & { error?: string }>(`${binPath()}/${id}/restore`, { method: 'POST', token, body: {} });
const eraseForever = (id: string, token = admin) => call(`${binPath()}/${id}`, { method: 'DELETE', token });

const deleteTask = (id: string, token = pm.token) => call(`/api/tasks/${id}`, { method: 'DELETE', token });
const getTask = (id: string) => call<ConstructionTask>(`/api/tasks/${id}`, { token: pm.token });
const dependenciesOf = async (id: string) => (await getTask(id)).body.dependencies;
const schedule = async () =>
  (await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: pm.token })).body.map((t) => t._id);
const timeline = async () =>
  (await call<ProjectPhotosPage>(`/api/projects/${project._id}/photos`, { token: pm.token })).body.photos.map(
    (p) => p.taskId,
  );

describe('a deleted construction task in the recycle bin', () => {
  it('is listed in the bin and gone from the schedule, ids, search and timeline; restored with notes, photos and dependencies', async () => {
    const word = `quetzal${Date.now() % 100000}`;
    const a = await addConstructionTask(pm.token, project._id, { task_name: `Pour ${word}` });
    const b = await addConstructionTask(pm.token, project._id, { task_name: 'Strip forms', dependencies: [a._id] });
    const note = await call(`/api/tasks/${a._id}/note`, {
      method: 'POST',
      token: pm.token,
      body: { text: `Checked the ${word} rebar` },
    });
    expect(note.status).toBe(201);
    await addTaskPhoto(pm.token, a._id, 'pour.jpg');
    await searchUntil(pm.token, project._id, word, (r) => r.length === 2);
    expect(await timeline()).toContain(a._id);

    expect((await deleteTask(a._id)).status).toBe(200);
    const page = await call<BinPage>(`${binPath()}?area=schedules`, { token: pm.token });
    expect(page.body.items.find((i) => i._id === a._id)).toEqual({
      _id: a._id,
      kind: 'task',
      name: `Pour ${word}`,
      module: 'construction',
      place: 'Construction schedule',
      deletedBy: { id: pm.id, name: 'Test pm' },
      deletedAt: expect.any(String),
      purgeAt: expect.any(String),
    });
    // gone from the schedule (Gantt, monitor, site report, pickers), every id access, search and the timeline
    expect(await schedule()).toEqual([b._id]);
    expect((await getTask(a._id)).status).toBe(404);
    expect((await call(`/api/task/${a._id}`, { token: pm.token })).status).toBe(404);
    expect((await call(`/api/image/construction/task/${a._id}/1`, { token: pm.token })).status).toBe(404);
    expect(
      (await call(`/api/tasks/${a._id}/note`, { method: 'POST', token: pm.token, body: { text: 'x' } })).status,
    ).toBe(404);
    expect(await dependenciesOf(b._id)).toEqual([]);
    expect(await searchUntil(pm.token, project._id, word, (r) => r.length === 0)).toEqual([]);
    expect(await timeline()).not.toContain(a._id);

    const restored = await restore(a._id);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ _id: a._id, task_name: `Pour ${word}`, dependencies: [] });
    expect((await schedule()).sort()).toEqual([a._id, b._id].sort());
    expect(await dependenciesOf(b._id)).toEqual([a._id]);
    const back = await call<TaskWithActivity>(`/api/task/${a._id}`, { token: pm.token });
    expect(back.body.notes.map((n) => n.text)).toEqual([`Checked the ${word} rebar`]);
    expect(back.body.images.map((i) => i.filename)).toEqual(['pour.jpg']);
    expect(back.body).toMatchObject({ notes_summary: { count: 1 }, images_summary: { count: 1 } });
    expect(await timeline()).toContain(a._id);
    const found = await searchUntil(pm.token, project._id, word, (r) => r.length === 2);
    expect(found.map((r) => r.kind).sort()).toEqual(['note', 'task']);
    expect(await binIds()).not.toContain(a._id);
    expect(await restore(a._id)).toMatchObject({ status: 404, body: { error: 'Not in the recycle bin' } });
    const history = await call<ActivityPage>(`/api/projects/${project._id}/activity?objectId=${a._id}`, {
      token: pm.token,
    });
    expect(history.body.entries.map((e) => e.kind).slice(0, 2)).toEqual(['task.restored', 'task.deleted']);
  });

  it('A depends on B, both deleted: the dependency is back once both are back, in either order', async () => {
    for (const order of ['A then B', 'B then A'] as const) {
      const b = await addConstructionTask(pm.token, project._id, { task_name: `B ${order}` });
      const a = await addConstructionTask(pm.token, project._id, { task_name: `A ${order}`, dependencies: [b._id] });
      expect((await deleteTask(a._id)).status).toBe(200);
      expect((await deleteTask(b._id)).status).toBe(200);
      const [first, second] = order === 'A then B' ? [a, b] : [b, a];
      expect((await restore(first._id)).status, order).toBe(200);
      if (first === a) expect(await dependenciesOf(a._id), `${order}: A waits for B`).toEqual([]);
      expect((await restore(second._id)).status, order).toBe(200);
      expect(await dependenciesOf(a._id), order).toEqual([b._id]);
      expect(await dependenciesOf(b._id), order).toEqual([]);
    }
  });

  it('B deleted while A depends on it, then A deleted: both restored in either order bring the dependency back', async () => {
    for (const order of ['A then B', 'B then A'] as const) {
      const b = await addConstructionTask(pm.token, project._id, { task_name: `B first ${order}` });
      const a = await addConstructionTask(pm.token, project._id, { task_name: `A ${order}`, dependencies: [b._id] });
      expect((await deleteTask(b._id)).status).toBe(200);
      expect(await dependenciesOf(a._id)).toEqual([]);
      expect((await deleteTask(a._id)).status).toBe(200);
      const [first, second] = order === 'A then B' ? [a, b] : [b, a];
      expect((await restore(first._id)).status, order).toBe(200);
      expect((await restore(second._id)).status, order).toBe(200);
      expect(await dependenciesOf(a._id), order).toEqual([b._id]);
    }
  });

  it('R3: links come back with their types and lags, also when the task they name comes back later', async () => {
    const a = await addConstructionTask(pm.token, project._id, { task_name: 'Links A' });
    const b = await addConstructionTask(pm.token, project._id, {
      task_name: 'Links B',
      dependencies: [a._id],
      links: [{ id: a._id, type: 'SS', lag: 2 }],
    });
    const linksOf = async (id: string) => (await getTask(id)).body.links;
    // A dependent's start-to-start link with a lag of 2 on a task that goes to the bin and comes back.
    expect((await deleteTask(a._id)).status).toBe(200);
    expect((await restore(a._id)).status).toBe(200);
    expect(await linksOf(b._id)).toEqual([{ id: a._id, type: 'SS', lag: 2 }]);
    // Both in the bin; B (whose link names A) comes back first and waits for A.
    expect((await deleteTask(a._id)).status).toBe(200);
    expect((await deleteTask(b._id)).status).toBe(200);
    expect((await restore(b._id)).status).toBe(200);
    expect((await restore(a._id)).status).toBe(200);
    expect(await linksOf(b._id)).toEqual([{ id: a._id, type: 'SS', lag: 2 }]);
  });

  it('a dependency given back that would close a cycle made while the task was in the bin is left out', async () => {
    const c = await addConstructionTask(pm.token, project._id, { task_name: 'Cycle C' });
    const t = await addConstructionTask(pm.token, project._id, { task_name: 'Cycle T', dependencies: [c._id] });
    const d = await addConstructionTask(pm.token, project._id, { task_name: 'Cycle D', dependencies: [t._id] });
    expect((await deleteTask(t._id)).status).toBe(200);
    // with T gone, C may depend on D; T back in D's list would make D → T → C → D
    const edited = await call(`/api/tasks/${c._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { dependencies: [d._id] },
    });
    expect(edited.status).toBe(200);
    expect((await restore(t._id)).status).toBe(200);
    expect(await dependenciesOf(t._id)).toEqual([c._id]);
    expect(await dependenciesOf(c._id)).toEqual([d._id]);
    expect(await dependenciesOf(d._id)).toEqual([]);
  });

  it('deleted forever by an admin only: notes, photos and their objects erased, then the task', async () => {
    const task = await addConstructionTask(pm.token, project._id, { task_name: 'Forever' });
    await call(`/api/tasks/${task._id}/note`, { method: 'POST', token: pm.token, body: { text: 'gone' } });
    await addTaskPhoto(pm.token, task._id);
    const prefix = `tasks/${project._id}/${task._id}/`;
    expect((await deleteTask(task._id)).status).toBe(200);
    // the bin keeps everything for a restore
    expect((await objectKeys(prefix)).length).toBeGreaterThan(0);
    expect((await partitionItems(`TASK#${task._id}`)).map((i) => String(i.SK).split('#')[0]).sort()).toEqual([
      'IMG',
      'NOTE',
      'TASK',
    ]);
    expect(await eraseForever(task._id, pm.token)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to do this' },
    });
    expect((await eraseForever(task._id)).status).toBe(204);
    expect(await partitionItems(`TASK#${task._id}`)).toEqual([]);
    expect(await objectKeys(prefix)).toEqual([]);
    expect(await binIds()).not.toContain(task._id);
    expect((await eraseForever(task._id)).status).toBe(404);
    expect((await restore(task._id)).status).toBe(404);
    const history = await call<ActivityPage>(`/api/projects/${project._id}/activity?objectId=${task._id}`, {
      token: admin,
    });
    expect(history.body.entries.map((e) => [e.kind, e.actor?.name]).slice(0, 2)).toEqual([
      ['task.purged', 'Administrator'],
      ['task.deleted', 'Test pm'],
    ]);
  });

  it('is restored by whoever may delete a task: not the site role, not another area', async () => {
    const site = await createSignedInUser('site', [project._id]);
    const marketing = await createSignedInUser('marketing', [project._id]);
    const task = await addConstructionTask(pm.token, project._id, { task_name: 'Guarded' });
    expect((await deleteTask(task._id, site.token)).status).toBe(403);
    expect((await deleteTask(task._id)).status).toBe(200);
    expect(await binIds('', site.token)).toContain(task._id);
    expect((await restore(task._id, site.token)).status).toBe(403);
    expect((await restore(task._id, marketing.token)).status).toBe(403);
    expect((await restore(task._id)).status).toBe(200);
  });
});

describe('a deleted marketing task in the recycle bin', () => {
  it('leaves the marketing schedule and its dependents, comes back with them, and is deleted forever', async () => {
    const marketer = await createSignedInUser('marketing', [project._id]);
    const a = await addMarketingTask(marketer.token, project._id, { task_name: 'Launch brochure' });
    const b = await addMarketingTask(marketer.token, project._id, { task_name: 'Open house', dependencies: [a._id] });
    const list = async () =>
      (await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, { token: marketer.token })).body;
    expect((await call(`/api/marketing_tasks/${a._id}`, { method: 'DELETE', token: marketer.token })).status).toBe(200);
    expect((await list()).map((t) => [t._id, t.dependencies])).toEqual([[b._id, []]]);
    const page = await call<BinPage>(`${binPath()}?area=schedules`, { token: marketer.token });
    expect(page.body.items.find((i) => i._id === a._id)).toMatchObject({
      kind: 'marketing_task',
      module: 'marketing',
      place: 'Marketing schedule',
    });
    expect((await restore(a._id, pm.token)).status).toBe(403);
    const restored = await restore<MarketingTask>(a._id, marketer.token);
    expect(restored).toMatchObject({ status: 200, body: { _id: a._id, start_date: a.start_date } });
    expect((await list()).map((t) => [t._id, t.dependencies]).sort()).toEqual(
      [
        [a._id, []],
        [b._id, [a._id]],
      ].sort(),
    );
    expect((await call(`/api/marketing_tasks/${a._id}`, { method: 'DELETE', token: marketer.token })).status).toBe(200);
    expect((await eraseForever(a._id)).status).toBe(204);
    expect(await partitionItems(`MTASK#${a._id}`)).toEqual([]);
    expect(await binIds('', admin)).not.toContain(a._id);
  });
});

describe('the bin of another project and ids of another kind', () => {
  it('answers 404 for a task binned in another project, and for a live task', async () => {
    const other = await createProject();
    const task = await addConstructionTask(admin, project._id, { task_name: 'Elsewhere' });
    const live = await addConstructionTask(admin, project._id, { task_name: 'Alive' });
    expect((await deleteTask(task._id, admin)).status).toBe(200);
    for (const path of [`/api/projects/${other._id}/recycle-bin/${task._id}`, `${binPath()}/${live._id}`]) {
      expect((await call(`${path}/restore`, { method: 'POST', token: admin, body: {} })).status, path).toBe(404);
      expect((await call(path, { method: 'DELETE', token: admin })).status, path).toBe(404);
    }
    expect((await restore(task._id, admin)).status).toBe(200);
  });
});
