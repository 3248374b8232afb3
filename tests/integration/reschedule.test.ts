/** Successors follow (docs/requirements.md#successors-follow): a task and its successors move together, all or none. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '../../shared/models/activity.ts';
import type { Project } from '../../shared/models.ts';
import { type TaskLink, workCalendarOf } from '../../shared/schedule-links.ts';
import { addWorkingDays, rescheduleRequest, successorMoves, undoMoves } from '../../shared/schedule-shift.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { pointAtLocalTable } from '../support/aws.ts';
import { csv, importFile } from '../support/schedule-files.ts';

let project: Project;
let pm: TestUser;
let marketer: TestUser;

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  marketer = await createSignedInUser('marketing', [project._id]);
});

async function addTask(name: string, start: string, finish: string, dependencies: string[] = [], links?: TaskLink[]) {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: pm.token,
    body: {
      projectId: project._id,
      task_name: name,
      schedule_start: start,
      schedule_finish: finish,
      ...(links ? { links } : { dependencies }),
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const list = async () =>
  (await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: pm.token })).body;
const asShift = (t: ConstructionTask) => ({
  id: t._id,
  name: t.task_name,
  start: t.schedule_start,
  end: t.schedule_finish,
  dependencies: t.dependencies,
  ...(t.links && { links: t.links }),
});
/** POST /api/tasks/reschedule: the moved task with the dates seen and its new ones, and the followers seen. */
const reschedule = (body: object, token = pm.token) =>
  call<{ message: string; moved: number }>('/api/tasks/reschedule', {
    method: 'POST',
    token,
    body: { projectId: project._id, ...body },
  });

describe('successors follow', () => {
  it('moves a task and its successors in one go, and Undo puts every date back', async () => {
    const a = await addTask('Excavate', '2026-11-02', '2026-11-04');
    const b = await addTask('Footings', '2026-11-05', '2026-11-09', [a._id]);
    const c = await addTask('Foundation walls', '2026-11-10', '2026-11-13', [b._id]);
    const before = await list();
    const { shift, moves } = successorMoves(before.map(asShift), a._id, {
      start: '2026-11-05T05:00:00.000Z',
      end: '2026-11-09T05:00:00.000Z',
    });
    expect(shift).toBe(3);
    expect(moves.map((m) => m.name)).toEqual(['Excavate', 'Footings', 'Foundation walls']);

    const res = await reschedule(rescheduleRequest(moves));
    expect(res).toMatchObject({ status: 200, body: { message: '3 tasks moved', moved: 3 } });
    const after = new Map((await list()).map((t) => [t._id, t]));
    expect(after.get(b._id)).toMatchObject({
      schedule_start: '2026-11-10T05:00:00.000Z',
      schedule_finish: '2026-11-12T05:00:00.000Z',
    });
    expect(after.get(c._id)).toMatchObject({
      schedule_start: '2026-11-13T05:00:00.000Z',
      schedule_finish: '2026-11-18T05:00:00.000Z',
    });

    const log = await call<ActivityPage>(`/api/projects/${project._id}/activity?objectId=${a._id}&kind=task.moved`, {
      token: pm.token,
    });
    expect(log.body.entries[0]).toMatchObject({ detail: 'with 2 successors' });
    expect(log.body.entries[0]?.changes?.map((c) => c.field)).toEqual(['Excavate', 'Footings', 'Foundation walls']);

    expect((await reschedule(rescheduleRequest(undoMoves(moves), true))).status).toBe(200);
    expect((await list()).map(asShift)).toEqual(before.map(asShift));
  });

  it('all or none: a task changed meanwhile refuses the whole move, and nothing moved', async () => {
    const a = await addTask('Rough-in', '2026-12-01', '2026-12-02');
    const b = await addTask('Drywall', '2026-12-03', '2026-12-04', [a._id]);
    const { moves } = successorMoves((await list()).map(asShift), a._id, {
      start: '2026-12-02T05:00:00.000Z',
      end: '2026-12-03T05:00:00.000Z',
    });
    // Someone drags Drywall first.
    expect(
      (await call(`/api/tasks/${b._id}`, { method: 'PUT', token: pm.token, body: { schedule_finish: '2026-12-07' } }))
        .status,
    ).toBe(200);
    expect(await reschedule(rescheduleRequest(moves))).toMatchObject({
      status: 409,
      body: { error: 'The schedule was changed by someone else at the same time. Please reload and try again.' },
    });
    const now = new Map((await list()).map((t) => [t._id, t]));
    expect(now.get(a._id)?.schedule_finish).toBe('2026-12-02T05:00:00.000Z');
  });

  it('refuses bad moves with clear messages, and another schedule’s roles', async () => {
    const a = await addTask('Paint', '2026-12-07', '2026-12-08');
    const from = { start: '2026-12-07', end: '2026-12-08' };
    expect(await reschedule({ id: a._id, from, to: { start: '2026-12-09', end: '2026-12-08' } })).toMatchObject({
      status: 400,
      body: { error: 'End Date cannot be before Start Date' },
    });
    const twice = { id: a._id, ...from };
    expect(await reschedule({ id: a._id, from, to: from, successors: [twice, twice] })).toMatchObject({
      status: 400,
      body: { error: 'A task can be named only once in one reschedule' },
    });
    const many = Array.from({ length: 2001 }, (_, i) => ({ id: `${a._id.slice(0, -4)}${1000 + i}`, ...from }));
    expect(await reschedule({ id: a._id, from, to: from, successors: many })).toMatchObject({
      status: 400,
      body: { error: 'At most 2000 tasks can follow one move' },
    });
    expect((await reschedule({ id: a._id, from, to: from }, marketer.token)).status).toBe(403);
  });

  it('works for the marketing schedule too', async () => {
    const made = await call<MarketingTask>('/api/marketing_tasks', {
      method: 'POST',
      token: marketer.token,
      body: { projectId: project._id, task_name: 'Launch ads', start_date: '2026-12-01', end_date: '2026-12-03' },
    });
    const res = await call('/api/marketing_tasks/reschedule', {
      method: 'POST',
      token: marketer.token,
      body: {
        projectId: project._id,
        id: made.body._id,
        from: { start: '2026-12-01', end: '2026-12-03' },
        to: { start: '2026-12-02', end: '2026-12-04' },
      },
    });
    expect(res).toMatchObject({ status: 200, body: { moved: 1 } });
    const tasks = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, {
      token: marketer.token,
    });
    expect(tasks.body.find((t) => t._id === made.body._id)).toMatchObject({ start_date: '2026-12-02T05:00:00.000Z' });
  });
});

/** A task's first and last day on the server, as YYYY-MM-DD in Toronto (midnight there is 05:00Z in winter). */
const days = async () =>
  new Map((await list()).map((t) => [t._id, [t.schedule_start.slice(0, 10), t.schedule_finish.slice(0, 10)]]));

describe('the server owns the rule (docs/architecture.md#the-server-owns-the-scheduling-rule)', () => {
  it('FS and FF successors follow the finish, SS and SF the start, with their lags, and theirs in turn', async () => {
    const a = await addTask('Frame', '2026-11-02', '2026-11-06');
    const fs = await addTask('Sheathing', '2026-11-11', '2026-11-13', [], [{ id: a._id, type: 'FS', lag: 2 }]);
    const ss = await addTask('Wiring', '2026-11-03', '2026-11-05', [], [{ id: a._id, type: 'SS', lag: 1 }]);
    const ff = await addTask('Survey', '2026-11-02', '2026-11-05', [], [{ id: a._id, type: 'FF', lag: -1 }]);
    const sf = await addTask('Order lumber', '2026-10-26', '2026-10-30', [], [{ id: a._id, type: 'SF', lag: 0 }]);
    const after = await addTask('Insulate', '2026-11-06', '2026-11-09', [ss._id]);

    // Frame's finish moves two working days later (Friday to Tuesday), its start stays.
    const longer = successorMoves((await list()).map(asShift), a._id, {
      start: '2026-11-02T05:00:00.000Z',
      end: '2026-11-10T05:00:00.000Z',
    });
    expect(await reschedule(rescheduleRequest(longer.moves))).toMatchObject({ status: 200, body: { moved: 3 } });
    let now = await days();
    expect(now.get(fs._id)).toEqual(['2026-11-13', '2026-11-17']);
    expect(now.get(ff._id)).toEqual(['2026-11-04', '2026-11-09']);
    expect(now.get(ss._id)).toEqual(['2026-11-03', '2026-11-05']);
    expect(now.get(sf._id)).toEqual(['2026-10-26', '2026-10-30']);

    // Then its start moves three working days later (Monday to Thursday), its finish stays.
    const later = successorMoves((await list()).map(asShift), a._id, {
      start: '2026-11-05T05:00:00.000Z',
      end: '2026-11-10T05:00:00.000Z',
    });
    expect(await reschedule(rescheduleRequest(later.moves))).toMatchObject({ status: 200, body: { moved: 4 } });
    now = await days();
    expect(now.get(a._id)).toEqual(['2026-11-05', '2026-11-10']);
    expect(now.get(ss._id)).toEqual(['2026-11-06', '2026-11-10']);
    expect(now.get(sf._id)).toEqual(['2026-10-29', '2026-11-04']);
    expect(now.get(after._id)).toEqual(['2026-11-11', '2026-11-12']);
    expect(now.get(fs._id)).toEqual(['2026-11-13', '2026-11-17']);
    expect(now.get(ff._id)).toEqual(['2026-11-04', '2026-11-09']);
  });

  it('409 on a stale view: a successor linked since the client looked, and nothing moves', async () => {
    const a = await addTask('Pour slab', '2027-01-04', '2027-01-05');
    const seen = successorMoves((await list()).map(asShift), a._id, {
      start: '2027-01-05T05:00:00.000Z',
      end: '2027-01-06T05:00:00.000Z',
    });
    expect(seen.moves).toHaveLength(1);
    // Someone links a task after it meanwhile: the client's preview did not show it following.
    const b = await addTask('Cure', '2027-01-06', '2027-01-08', [a._id]);
    expect(await reschedule(rescheduleRequest(seen.moves))).toMatchObject({
      status: 409,
      body: { error: 'The schedule was changed by someone else at the same time. Please reload and try again.' },
    });
    const now = await days();
    expect(now.get(a._id)).toEqual(['2027-01-04', '2027-01-05']);
    expect(now.get(b._id)).toEqual(['2027-01-06', '2027-01-08']);
  });

  it('400 when the request names a task that does not follow the moved one, and nothing moves', async () => {
    const a = await addTask('Roof', '2027-02-01', '2027-02-03');
    const b = await addTask('Gutters', '2027-02-04', '2027-02-05', [a._id]);
    const other = await addTask('Landscaping', '2027-02-01', '2027-02-02');
    const body = {
      id: b._id,
      from: { start: b.schedule_start, end: b.schedule_finish },
      to: { start: '2027-02-05', end: '2027-02-08' },
      successors: [
        { id: other._id, start: other.schedule_start, end: other.schedule_finish },
        { id: a._id, start: a.schedule_start, end: a.schedule_finish },
      ],
    };
    expect(await reschedule(body)).toMatchObject({
      status: 400,
      body: { error: '"Landscaping", "Roof" are not tasks that follow "Gutters": only its successors move with it' },
    });
    const now = await days();
    expect(now.get(b._id)).toEqual(['2027-02-04', '2027-02-05']);
    expect(now.get(other._id)).toEqual(['2027-02-01', '2027-02-02']);
  });

  it('a chain of 130 successors moves as a whole, in batches of 100', async () => {
    // The chain comes in as one CSV import (each task finish-to-start after the one before).
    const lines: string[] = [];
    let day = '2027-03-01';
    for (let i = 1; i <= 131; i++) {
      lines.push(`${i},Chain ${i},${day},${day},0,${i > 1 ? `${i - 1}FS` : ''},,,task`);
      day = addWorkingDays(day, 1);
    }
    const imported = await importFile(pm.token, {
      projectId: project._id,
      fileName: 'chain.csv',
      content: csv(...lines),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const chain = (await list()).filter((t) => t.task_name.startsWith('Chain '));
    chain.sort((a, b) => Number(a.task_name.slice(6)) - Number(b.task_name.slice(6)));
    expect(chain).toHaveLength(131);
    const { moves } = successorMoves((await list()).map(asShift), (chain[0] as ConstructionTask)._id, {
      start: '2027-03-02T05:00:00.000Z',
      end: '2027-03-02T05:00:00.000Z',
    });
    expect(moves).toHaveLength(131);
    expect(await reschedule(rescheduleRequest(moves))).toMatchObject({
      status: 200,
      body: { message: '131 tasks moved', moved: 131 },
    });
    const now = await days();
    let expected = '2027-03-02';
    for (const task of chain) {
      expect(now.get(task._id), task.task_name).toEqual([expected, expected]);
      expected = addWorkingDays(expected, 1);
    }
  });

  it('a long move refused in a later batch (a task changed meanwhile) moves the batches written back', async () => {
    const lines: string[] = [];
    let day = '2027-06-01';
    for (let i = 1; i <= 120; i++) {
      lines.push(`${i},Raced ${i},${day},${day},0,${i > 1 ? `${i - 1}FS` : ''},,,task`);
      day = addWorkingDays(day, 1);
    }
    const imported = await importFile(pm.token, {
      projectId: project._id,
      fileName: 'raced.csv',
      content: csv(...lines),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const raced = (await list()).filter((t) => t.task_name.startsWith('Raced '));
    raced.sort((a, b) => Number(a.task_name.slice(6)) - Number(b.task_name.slice(6)));
    const before = await days();
    pointAtLocalTable();
    const { getTaskRecord, moveTaskDates, StaleTask } = await import('../../functions/data/schedule-tasks.ts');
    const { moves } = successorMoves((await list()).map(asShift), (raced[0] as ConstructionTask)._id, {
      start: '2027-06-02T05:00:00.000Z',
      end: '2027-06-02T05:00:00.000Z',
    });
    expect(moves).toHaveLength(120);
    // The move has read every task; then someone changes the last one, which is in the second batch.
    const records = await Promise.all(
      moves.map(async (m) => {
        const record = await getTaskRecord('construction', m.id);
        if (!record) throw new Error(`no task ${m.id}`);
        return record;
      }),
    );
    const last = raced.at(-1) as ConstructionTask;
    const edit = await call(`/api/tasks/${last._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { schedule_finish: '2027-12-31' },
    });
    expect(edit.status).toBe(200);
    const writes = moves.map((m, n) => ({ task: records[n] as (typeof records)[number], from: m.from, to: m.to }));
    const entry: ActivityEntry = {
      _id: '01M8RACEDMOVE0000000000000',
      at: new Date().toISOString(),
      projectId: project._id,
      area: 'construction',
      kind: 'task.moved',
      actor: { id: pm.id, name: 'PM' },
      object: { type: 'task', id: moves[0]?.id ?? '', name: 'Raced 1' },
    };
    await expect(
      moveTaskDates(
        'construction',
        { start: 'schedule_start', end: 'schedule_finish' },
        writes,
        new Date().toISOString(),
        entry,
      ),
    ).rejects.toBeInstanceOf(StaleTask);
    const now = await days();
    for (const task of raced.slice(0, -1)) expect(now.get(task._id), task.task_name).toEqual(before.get(task._id));
    expect(now.get(last._id)?.[1]).toBe('2027-12-31');
  });
});

describe('milestones are one day', () => {
  it("R14: the server sets a milestone's finish to its start on create, on edit (type or dates) and on reschedule", async () => {
    const made = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: {
        projectId: project._id,
        task_name: 'Handover',
        schedule_start: '2026-12-07',
        schedule_finish: '2026-12-10',
        type: 'milestone',
      },
    });
    expect(made.body).toMatchObject({
      schedule_start: '2026-12-07T05:00:00.000Z',
      schedule_finish: '2026-12-07T05:00:00.000Z',
    });
    // New dates for a stored milestone: the finish follows the start.
    const moved = await call<ConstructionTask>(`/api/tasks/${made.body._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { schedule_start: '2026-12-14', schedule_finish: '2026-12-18' },
    });
    expect(moved.body).toMatchObject({
      schedule_start: '2026-12-14T05:00:00.000Z',
      schedule_finish: '2026-12-14T05:00:00.000Z',
    });
    // A four-day task made a milestone.
    const task = await addTask('Inspection', '2026-12-01', '2026-12-04');
    const typed = await call<ConstructionTask>(`/api/tasks/${task._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { type: 'milestone' },
    });
    expect(typed.body).toMatchObject({ type: 'milestone', schedule_finish: '2026-12-01T05:00:00.000Z' });
    // Reschedule: a finish apart from the start is not stored for a milestone.
    const res = await reschedule({
      id: task._id,
      from: { start: typed.body.schedule_start, end: typed.body.schedule_finish },
      to: { start: '2026-12-08', end: '2026-12-11' },
    });
    expect(res.status).toBe(200);
    expect((await list()).find((t) => t._id === task._id)).toMatchObject({
      schedule_start: '2026-12-08T05:00:00.000Z',
      schedule_finish: '2026-12-08T05:00:00.000Z',
    });
    // Marketing milestones too.
    const launch = await call<MarketingTask>('/api/marketing_tasks', {
      method: 'POST',
      token: marketer.token,
      body: {
        projectId: project._id,
        task_name: 'Launch',
        start_date: '2026-12-07',
        end_date: '2026-12-09',
        type: 'milestone',
      },
    });
    expect(launch.body).toMatchObject({ end_date: '2026-12-07T05:00:00.000Z' });
  });
});

describe("the project's working-day calendar (docs/requirements.md#working-day-calendar)", () => {
  it('is Monday to Friday until saved; saving a day off moves nothing, the next move counts it', async () => {
    const own = await createProject();
    const manager = await createSignedInUser('pm', [own._id]);
    const path = `/api/projects/${own._id}/calendar`;
    expect(await call(path, { token: manager.token })).toMatchObject({
      status: 200,
      body: { workingWeekdays: [1, 2, 3, 4, 5], daysOff: [] },
    });
    const add = async (name: string, start: string, finish: string, dependencies: string[] = []) => {
      const res = await call<ConstructionTask>('/api/tasks', {
        method: 'POST',
        token: manager.token,
        body: { projectId: own._id, task_name: name, schedule_start: start, schedule_finish: finish, dependencies },
      });
      expect(res.status).toBe(201);
      return res.body;
    };
    const a = await add('Excavate', '2026-11-02', '2026-11-04');
    const b = await add('Footings', '2026-11-05', '2026-11-06', [a._id]);
    const tasks = async () =>
      (await call<ConstructionTask[]>(`/api/tasks?projectId=${own._id}`, { token: manager.token })).body;
    const before = await tasks();
    const calendar = { workingWeekdays: [1, 2, 3, 4, 5], daysOff: [{ date: '2026-11-11', name: 'Remembrance Day' }] };
    expect(await call(path, { method: 'PUT', token: manager.token, body: calendar })).toMatchObject({
      status: 200,
      body: calendar,
    });
    expect(await tasks()).toEqual(before);

    // Excavate 3 working days later; Footings follows by 3 working days and finishes past the day off.
    const { moves } = successorMoves(
      before.map(asShift),
      a._id,
      { start: '2026-11-05T05:00:00.000Z', end: '2026-11-09T05:00:00.000Z' },
      workCalendarOf(calendar),
    );
    const res = await call<{ moved: number }>('/api/tasks/reschedule', {
      method: 'POST',
      token: manager.token,
      body: { projectId: own._id, ...rescheduleRequest(moves) },
    });
    expect(res).toMatchObject({ status: 200, body: { moved: 2 } });
    expect((await tasks()).find((t) => t._id === b._id)).toMatchObject({
      schedule_start: '2026-11-10T05:00:00.000Z',
      schedule_finish: '2026-11-12T05:00:00.000Z',
    });
  });
});
