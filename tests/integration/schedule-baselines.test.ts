/**
 * Schedule baselines (docs/requirements.md#baselines) against the real local stack: save, list, read,
 * rename and delete on both schedules, the limit of five, the name's rule, who may do what, and a baseline
 * out to MS Project as Baseline 0 and in again as "Imported".
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMspdi } from '../../functions/domain/schedule-exchange/mspdi-read.ts';
import type { Baseline, BaselineSummary } from '../../shared/models/schedule-baseline.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';
import { importFile } from '../support/schedule-files.ts';

let admin: string;

const crane = () =>
  readFileSync(
    new URL('../../functions/domain/schedule-exchange/samples/tower-crane-baselines.xml', import.meta.url),
    'utf8',
  );

const baselines = (projectId: string, schedule = 'construction') =>
  `/api/projects/${projectId}/schedules/${schedule}/baselines`;

async function addTask(projectId: string, name: string, start: string, finish: string): Promise<ConstructionTask> {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: admin,
    body: { projectId, task_name: name, schedule_start: start, schedule_finish: finish },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const save = (projectId: string, name: string, token = admin, schedule = 'construction') =>
  call<BaselineSummary & { error?: string }>(baselines(projectId, schedule), { method: 'POST', token, body: { name } });

beforeAll(async () => {
  admin = await asAdmin();
});

describe('baselines of the construction schedule', () => {
  let project: Project;
  let frame: ConstructionTask;
  let roof: ConstructionTask;

  beforeAll(async () => {
    project = await createProject(`Baseline tower ${Date.now()}`);
    frame = await addTask(project._id, 'Frame', '2027-03-01', '2027-03-05');
    roof = await addTask(project._id, 'Roof', '2027-03-08', '2027-03-12');
  });

  it('saves every task’s days under a name, lists it, and reads it back after the tasks moved', async () => {
    const saved = await save(project._id, '  Contract baseline  ');
    expect(saved).toMatchObject({ status: 201, body: { name: 'Contract baseline', tasks: 2 } });
    const moved = await call(`/api/tasks/${roof._id}`, {
      method: 'PUT',
      token: admin,
      body: { schedule_start: '2027-03-15', schedule_finish: '2027-03-19' },
    });
    expect(moved.status).toBe(200);

    const list = await call<BaselineSummary[]>(baselines(project._id), { token: admin });
    expect(list.body.map((b) => [b.id, b.name, b.tasks])).toEqual([[saved.body.id, 'Contract baseline', 2]]);
    const one = await call<Baseline>(`${baselines(project._id)}/${saved.body.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.dates).toEqual([
      { id: frame._id, start: '2027-03-01', finish: '2027-03-05' },
      { id: roof._id, start: '2027-03-08', finish: '2027-03-12' },
    ]);
  });

  it('renames and deletes a baseline; an unknown one is 404', async () => {
    const saved = await save(project._id, 'Draft');
    const path = `${baselines(project._id)}/${saved.body.id}`;
    expect(await call(path, { method: 'PUT', token: admin, body: { name: 'Tender' } })).toMatchObject({
      status: 200,
      body: { id: saved.body.id, name: 'Tender' },
    });
    expect((await call<Baseline>(path, { token: admin })).body).toMatchObject({ name: 'Tender', tasks: 2 });
    expect((await call(path, { method: 'DELETE', token: admin })).status).toBe(204);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Again' }],
      ['DELETE', undefined],
    ] as const) {
      expect(await call(path, { method, token: admin, body })).toMatchObject({
        status: 404,
        body: { error: 'Baseline not found' },
      });
    }
    // a baseline of the construction schedule is not one of the marketing schedule
    const kept = (await call<BaselineSummary[]>(baselines(project._id), { token: admin })).body[0] as BaselineSummary;
    expect((await call(`${baselines(project._id, 'marketing')}/${kept.id}`, { token: admin })).status).toBe(404);
  });

  it('keeps at most five: a sixth is a 409 naming the limit, and nothing is written', async () => {
    const other = await createProject(`Five baselines ${Date.now()}`);
    await addTask(other._id, 'Only', '2027-05-03', '2027-05-04');
    for (const n of [1, 2, 3, 4, 5]) expect((await save(other._id, `Baseline ${n}`)).status).toBe(201);
    expect(await save(other._id, 'Baseline 6')).toMatchObject({
      status: 409,
      body: { error: 'A schedule keeps at most 5 baselines: delete one before saving another' },
    });
    const list = await call<BaselineSummary[]>(baselines(other._id), { token: admin });
    expect(list.body.map((b) => b.name)).toEqual([1, 2, 3, 4, 5].map((n) => `Baseline ${n}`));
  });

  it('a name is 1 to 60 characters', async () => {
    expect(await save(project._id, '   ')).toMatchObject({ status: 400, body: { error: 'Baseline name is required' } });
    expect(await save(project._id, 'x'.repeat(61))).toMatchObject({
      status: 400,
      body: { error: 'Baseline name must be at most 60 characters' },
    });
    const sixty = await save(project._id, 'y'.repeat(60));
    expect(sixty.status).toBe(201);
    expect(
      await call(`${baselines(project._id)}/${sixty.body.id}`, { method: 'PUT', token: admin, body: { name: '' } }),
    ).toMatchObject({ status: 400, body: { error: 'Baseline name is required' } });
  });

  it('an empty schedule saves an empty baseline; a project that does not exist is 404', async () => {
    const empty = await createProject(`No tasks ${Date.now()}`);
    const saved = await save(empty._id, 'Empty');
    expect(saved).toMatchObject({ status: 201, body: { tasks: 0 } });
    expect((await call<Baseline>(`${baselines(empty._id)}/${saved.body.id}`, { token: admin })).body.dates).toEqual([]);
    expect((await save('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'Nowhere')).status).toBe(404);
  });
});

describe('who may', () => {
  it('pm and admin save, rename and delete; whoever opens the schedule reads; the marketing schedule too', async () => {
    const project = await createProject(`Baseline roles ${Date.now()}`);
    await addTask(project._id, 'Pour', '2027-06-01', '2027-06-02');
    const launch = await call<MarketingTask>('/api/marketing_tasks', {
      method: 'POST',
      token: admin,
      body: { projectId: project._id, task_name: 'Launch', start_date: '2027-06-07', end_date: '2027-06-08' },
    });
    expect(launch.status).toBe(201);
    const [pm, office, site, marketing] = await Promise.all(
      (['pm', 'office', 'site', 'marketing'] as const).map((role) => createSignedInUser(role, [project._id])),
    );
    if (!pm || !office || !site || !marketing) throw new Error('users');

    const byPm = await save(project._id, 'By the PM', pm.token);
    expect(byPm).toMatchObject({ status: 201, body: { savedBy: { id: pm.id } } });
    for (const reader of [office, site]) {
      expect((await call<BaselineSummary[]>(baselines(project._id), { token: reader.token })).body).toHaveLength(1);
      expect((await call(`${baselines(project._id)}/${byPm.body.id}`, { token: reader.token })).status).toBe(200);
      expect((await save(project._id, 'Not mine', reader.token)).status).toBe(403);
    }
    expect((await call(baselines(project._id), { token: marketing.token })).status).toBe(403);

    // the marketing schedule: its readers read, an admin saves, a pm (no marketing section) may not
    expect((await save(project._id, 'Launch plan', pm.token, 'marketing')).status).toBe(403);
    const launchPlan = await save(project._id, 'Launch plan', admin, 'marketing');
    expect(launchPlan).toMatchObject({ status: 201, body: { tasks: 1 } });
    const read = await call<Baseline>(`${baselines(project._id, 'marketing')}/${launchPlan.body.id}`, {
      token: marketing.token,
    });
    expect(read.body.dates).toEqual([{ id: launch.body._id, start: '2027-06-07', finish: '2027-06-08' }]);
    expect((await call<BaselineSummary[]>(baselines(project._id), { token: admin })).body).toHaveLength(1);
  });
});

describe('baselines in and out of MS Project files', () => {
  it('the export writes the latest (or the named) baseline as Baseline 0; imported, it becomes "Imported"', async () => {
    const source = await createProject(`Baseline export ${Date.now()}`);
    const frame = await addTask(source._id, 'Frame', '2027-03-01', '2027-03-05');
    await addTask(source._id, 'Roof', '2027-03-08', '2027-03-12');
    const first = await save(source._id, 'First');
    await call(`/api/tasks/${frame._id}`, {
      method: 'PUT',
      token: admin,
      body: { schedule_start: '2027-03-02', schedule_finish: '2027-03-09' },
    });
    expect((await save(source._id, 'Second')).status).toBe(201);

    const exported = (query: string) =>
      call<string>(`/api/projects/${source._id}/schedules/construction/export?format=mspdi${query}`, { token: admin });
    const latest = await exported('');
    expect(latest.status).toBe(200);
    expect(readMspdi(latest.body).tasks.map((t) => [t.name, t.baseline])).toEqual([
      ['Frame', { start: '2027-03-02', finish: '2027-03-09' }],
      ['Roof', { start: '2027-03-08', finish: '2027-03-12' }],
    ]);
    const named = await exported(`&baseline=${first.body.id}`);
    expect(readMspdi(named.body).tasks.map((t) => t.baseline)).toEqual([
      { start: '2027-03-01', finish: '2027-03-05' },
      { start: '2027-03-08', finish: '2027-03-12' },
    ]);
    expect(await exported('&baseline=01ARZ3NDEKTSV4RRFFQ69G5FAV')).toMatchObject({
      status: 404,
      body: { error: 'Baseline not found' },
    });

    // into an empty project: the preview says what becomes of the baseline, the write saves it as "Imported"
    const target = await createProject(`Baseline import ${Date.now()}`);
    const file = { projectId: target._id, fileName: 'with-baseline.xml', content: named.body };
    const preview = await importFile(admin, { ...file, query: 'preview=true' });
    expect(preview.status).toBe(200);
    expect(preview.body.warnings).toContain('Baseline 0 of 2 tasks becomes the baseline "Imported"');
    expect((await call<BaselineSummary[]>(baselines(target._id), { token: admin })).body).toEqual([]);
    expect((await importFile(admin, file)).status).toBe(201);

    const list = await call<BaselineSummary[]>(baselines(target._id), { token: admin });
    expect(list.body.map((b) => [b.name, b.tasks])).toEqual([['Imported', 2]]);
    const imported = await call<Baseline>(`${baselines(target._id)}/${list.body[0]?.id}`, { token: admin });
    const tasks = await call<ConstructionTask[]>(`/api/tasks?projectId=${target._id}`, { token: admin });
    const nameOf = new Map(tasks.body.map((t) => [t._id, t.task_name]));
    expect(imported.body.dates.map((d) => [nameOf.get(d.id), d.start, d.finish])).toEqual([
      ['Frame', '2027-03-01', '2027-03-05'],
      ['Roof', '2027-03-08', '2027-03-12'],
    ]);
    // and out again: the round trip keeps it
    const again = await call<string>(`/api/projects/${target._id}/schedules/construction/export?format=mspdi`, {
      token: admin,
    });
    expect(readMspdi(again.body).tasks.map((t) => t.baseline)).toEqual(
      readMspdi(named.body).tasks.map((t) => t.baseline),
    );
  });

  it('a replace (mode=replace) replaces the earlier import’s "Imported" baseline with its own, and frees its place', async () => {
    const target = await createProject(`Replace baseline ${Date.now()}`);
    const file = { projectId: target._id, fileName: 'crane.xml', content: crane() };
    expect((await importFile(admin, file)).status).toBe(201);
    for (const n of [1, 2, 3, 4]) expect((await save(target._id, `B${n}`)).status).toBe(201);
    const before = await call<BaselineSummary[]>(baselines(target._id), { token: admin });
    const earlier = before.body.find((b) => b.name === 'Imported');
    expect(before.body.map((b) => b.name)).toEqual(['Imported', 'B1', 'B2', 'B3', 'B4']);

    // five kept, but the replace frees the earlier import's place: the preview says the baseline is taken
    const preview = await importFile(admin, { ...file, query: 'preview=true&mode=replace' });
    expect(preview.status).toBe(200);
    expect(preview.body.warnings).toContain('Baseline 0 of 3 tasks becomes the baseline "Imported"');
    const replaced = await importFile(admin, { ...file, query: 'preview=false&mode=replace' });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(replaced.body.warnings).toContain('Baseline 0 of 3 tasks becomes the baseline "Imported"');

    const after = await call<BaselineSummary[]>(baselines(target._id), { token: admin });
    expect(after.body.map((b) => b.name)).toEqual(['B1', 'B2', 'B3', 'B4', 'Imported']);
    const imported = after.body.find((b) => b.name === 'Imported');
    expect(imported?.id).not.toBe(earlier?.id);
    expect((await call(`${baselines(target._id)}/${earlier?.id}`, { token: admin })).status).toBe(404);
    // its dates name the new import's tasks, not the removed ones
    const dates = await call<Baseline>(`${baselines(target._id)}/${imported?.id}`, { token: admin });
    const tasks = await call<ConstructionTask[]>(`/api/tasks?projectId=${target._id}`, { token: admin });
    const taskIds = new Set(tasks.body.map((t) => t._id));
    expect(tasks.body).toHaveLength(4);
    expect(dates.body.dates).toHaveLength(3);
    expect(dates.body.dates.filter((d) => taskIds.has(d.id))).toHaveLength(3);
  });

  it('a replace stopped at any point and sent again leaves one copy of the tasks and one "Imported" baseline, of the new tasks', async () => {
    const target = await createProject(`Replace stopped ${Date.now()}`);
    const file = { projectId: target._id, fileName: 'crane.xml', content: crane() };
    expect((await importFile(admin, file)).status).toBe(201);
    const replace = { ...file, query: 'preview=false&mode=replace' };
    // stopped after each of the first DynamoDB requests in turn: before, inside and after the removals
    const stops: number[] = [];
    for (let after = 2; after <= 16; after += 1) {
      const stopped = await importFile(admin, { ...replace, headers: { 'x-test-fail-dynamodb-after': String(after) } });
      expect([201, 500, 503], `stopped after ${after}`).toContain(stopped.status);
      if (stopped.status !== 201) stops.push(after);
      const rerun = await importFile(admin, replace);
      expect(rerun.status, `rerun after ${after}: ${JSON.stringify(rerun.body)}`).toBe(201);
      const tasks = await call<ConstructionTask[]>(`/api/tasks?projectId=${target._id}`, { token: admin });
      expect(tasks.body, `after ${after}`).toHaveLength(4);
      const list = await call<BaselineSummary[]>(baselines(target._id), { token: admin });
      expect(
        list.body.map((b) => b.name),
        `after ${after}`,
      ).toEqual(['Imported']);
      const dates = await call<Baseline>(`${baselines(target._id)}/${list.body[0]?.id}`, { token: admin });
      const ids = new Set(tasks.body.map((t) => t._id));
      expect(
        dates.body.dates.filter((d) => ids.has(d.id)),
        `after ${after}`,
      ).toHaveLength(3);
    }
    // most of those requests were really stopped midway (the last ones may finish within their count)
    expect(stops.length).toBeGreaterThanOrEqual(8);
  });

  it('a schedule that keeps five baselines already imports the tasks and says the baseline was not taken', async () => {
    const target = await createProject(`Full baselines ${Date.now()}`);
    for (const n of [1, 2, 3, 4, 5]) expect((await save(target._id, `B${n}`)).status).toBe(201);
    const written = await importFile(admin, { projectId: target._id, fileName: 'crane.xml', content: crane() });
    expect(written.status).toBe(201);
    expect(written.body.warnings).toContain(
      'Baseline 0 of 3 tasks was not imported: the schedule keeps 5 baselines already',
    );
    const list = await call<BaselineSummary[]>(baselines(target._id), { token: admin });
    expect(list.body.map((b) => b.name)).toEqual(['B1', 'B2', 'B3', 'B4', 'B5']);
  });
});
