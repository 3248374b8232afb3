/**
 * A task's place in its schedule through the API against the real local stack (docs/requirements.md#phases,
 * #link-types-and-lags): phases up to five levels, links with types and lags, a phase deleted with its
 * tasks moving up, the links of its dependents rewritten and given back by a restore.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { addConstructionTask, addMarketingTask } from '../support/tasks.ts';

let project: Project;
let pm: TestUser;
let marketer: TestUser;

beforeAll(async () => {
  project = await createProject(`Phases ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  marketer = await createSignedInUser('marketing', [project._id]);
});

const edit = (id: string, body: Record<string, unknown>) =>
  call<ConstructionTask & { error?: string }>(`/api/tasks/${id}`, { method: 'PUT', token: pm.token, body });
const getTask = async (id: string) => (await call<ConstructionTask>(`/api/tasks/${id}`, { token: pm.token })).body;

describe('links with types and lags', () => {
  it('stores and answers links; dependencies sent alone keep types and lags; refusals write nothing', async () => {
    const a = await addConstructionTask(pm.token, project._id, { task_name: 'Footings' });
    const b = await addConstructionTask(pm.token, project._id, {
      task_name: 'Walls',
      links: [{ id: a._id, type: 'SS', lag: 2 }],
    });
    expect(b).toMatchObject({ dependencies: [a._id], links: [{ id: a._id, type: 'SS', lag: 2 }] });
    const c = await addConstructionTask(pm.token, project._id, { task_name: 'Roof' });
    const both = await edit(b._id, { dependencies: [a._id, c._id] });
    expect(both.status).toBe(200);
    expect(both.body.links).toEqual([
      { id: a._id, type: 'SS', lag: 2 },
      { id: c._id, type: 'FS', lag: 0 },
    ]);
    const cycle = await edit(a._id, { links: [{ id: b._id, type: 'FF', lag: -3 }] });
    expect(cycle).toMatchObject({
      status: 400,
      body: { error: 'These dependencies would make a cycle: Footings → Walls → Footings' },
    });
    const lag = await edit(b._id, { links: [{ id: a._id, type: 'SS', lag: 1000 }] });
    expect(lag).toMatchObject({
      status: 400,
      body: { error: 'A lag must be a whole number of working days from -999 to 999' },
    });
    const kind = await edit(b._id, { links: [{ id: a._id, type: 'XX', lag: 0 }] });
    expect(kind).toMatchObject({ status: 400, body: { error: 'A link type must be FS, SS, FF or SF' } });
    expect((await getTask(b._id)).links).toEqual(both.body.links);
    expect((await getTask(a._id)).dependencies).toEqual([]);
    // Back to finish-to-start without lag: the dependencies say it all.
    const plain = await edit(b._id, { links: [{ id: a._id, type: 'FS', lag: 0 }] });
    expect(plain.body.dependencies).toEqual([a._id]);
    expect(plain.body.links).toBeUndefined();
  });

  it('the marketing schedule takes links too', async () => {
    const a = await addMarketingTask(marketer.token, project._id, { task_name: 'Brochure' });
    const b = await addMarketingTask(marketer.token, project._id, {
      task_name: 'Launch',
      links: [{ id: a._id, type: 'FF', lag: -1 }],
    });
    expect(b.links).toEqual([{ id: a._id, type: 'FF', lag: -1 }]);
    const edited = await call<MarketingTask>(`/api/marketing_tasks/${b._id}`, {
      method: 'PUT',
      token: marketer.token,
      body: { links: [{ id: a._id, type: 'SF', lag: 3 }] },
    });
    expect(edited.body.links).toEqual([{ id: a._id, type: 'SF', lag: 3 }]);
  });
});

describe('phases', () => {
  it('up to five levels; a task goes in and out of a phase; a sixth level and a task as a parent are refused', async () => {
    let parent: ConstructionTask | undefined;
    const levels: ConstructionTask[] = [];
    for (const level of [1, 2, 3, 4, 5]) {
      parent = await addConstructionTask(pm.token, project._id, {
        task_name: `Level ${level}`,
        type: 'project',
        ...(parent && { parent_id: parent._id }),
      });
      levels.push(parent);
    }
    expect(levels[4]?.parent_id).toBe(levels[3]?._id);
    const sixth = await call<{ error: string }>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: {
        projectId: project._id,
        task_name: 'Too deep',
        schedule_start: '2026-05-04',
        schedule_finish: '2026-05-05',
        parent_id: levels[4]?._id,
      },
    });
    expect(sixth).toMatchObject({ status: 400, body: { error: 'Phases can hold tasks at most 5 levels deep' } });
    const task = await addConstructionTask(pm.token, project._id, { task_name: 'Loose' });
    expect((await edit(task._id, { parent_id: levels[0]?._id })).body.parent_id).toBe(levels[0]?._id);
    const out = await edit(task._id, { parent_id: null });
    expect(out.status).toBe(200);
    expect(out.body.parent_id).toBeUndefined();
    expect((await getTask(task._id)).parent_id).toBeUndefined();
    expect(await edit(levels[0]?._id ?? '', { parent_id: task._id })).toMatchObject({
      status: 400,
      body: { error: 'The parent phase must be a task of type Project' },
    });
    expect(await edit(levels[0]?._id ?? '', { parent_id: levels[2]?._id })).toMatchObject({
      status: 400,
      body: { error: 'A phase cannot be put inside itself or one of its own tasks' },
    });
    expect(await edit(levels[3]?._id ?? '', { type: 'task' })).toMatchObject({
      status: 400,
      body: { error: 'A phase that holds tasks must stay of type Project' },
    });
  });

  it('deleting a phase moves its tasks up and out of the links that named it; a restore gives the link back', async () => {
    const top = await addConstructionTask(pm.token, project._id, { task_name: 'Building', type: 'project' });
    const phase = await addConstructionTask(pm.token, project._id, {
      task_name: 'Structure',
      type: 'project',
      parent_id: top._id,
    });
    const a = await addConstructionTask(pm.token, project._id, { task_name: 'Columns', parent_id: phase._id });
    const after = await addConstructionTask(pm.token, project._id, {
      task_name: 'Handover',
      links: [
        { id: phase._id, type: 'FF', lag: 1 },
        { id: a._id, type: 'SS', lag: 2 },
      ],
    });
    const deleted = await call(`/api/tasks/${phase._id}`, { method: 'DELETE', token: pm.token });
    expect(deleted.status).toBe(200);
    expect((await getTask(a._id)).parent_id).toBe(top._id);
    expect(await getTask(after._id)).toMatchObject({
      dependencies: [a._id],
      links: [{ id: a._id, type: 'SS', lag: 2 }],
    });
    const restored = await call<ConstructionTask>(`/api/projects/${project._id}/recycle-bin/${phase._id}/restore`, {
      method: 'POST',
      token: pm.token,
      body: {},
    });
    expect(restored.status).toBe(200);
    expect(restored.body.parent_id).toBe(top._id);
    // Its tasks stay where they moved; its dependent gets its link back with its type and lag (R3: the
    // bin item keeps them; before, it came back finish-to-start without lag).
    expect((await getTask(a._id)).parent_id).toBe(top._id);
    expect((await getTask(after._id)).links).toEqual([
      { id: a._id, type: 'SS', lag: 2 },
      { id: phase._id, type: 'FF', lag: 1 },
    ]);
  });
});
