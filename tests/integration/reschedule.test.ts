/** Successors follow (docs/requirements.md#successors-follow): a task and its successors move together, all or none. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { Project } from '../../shared/models.ts';
import { successorMoves, undoMoves } from '../../shared/schedule-shift.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';

let project: Project;
let pm: TestUser;
let marketer: TestUser;

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  marketer = await createSignedInUser('marketing', [project._id]);
});

async function addTask(name: string, start: string, finish: string, dependencies: string[] = []) {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: pm.token,
    body: { projectId: project._id, task_name: name, schedule_start: start, schedule_finish: finish, dependencies },
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
});
const reschedule = (moves: unknown, token = pm.token) =>
  call<{ message: string; moved: number }>('/api/tasks/reschedule', {
    method: 'POST',
    token,
    body: { projectId: project._id, moves },
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

    const res = await reschedule(moves);
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

    expect((await reschedule(undoMoves(moves))).status).toBe(200);
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
    expect(await reschedule(moves)).toMatchObject({
      status: 409,
      body: { error: 'The schedule was changed by someone else at the same time. Please reload and try again.' },
    });
    const now = new Map((await list()).map((t) => [t._id, t]));
    expect(now.get(a._id)?.schedule_finish).toBe('2026-12-02T05:00:00.000Z');
  });

  it('refuses bad moves with clear messages, and another schedule’s roles', async () => {
    const a = await addTask('Paint', '2026-12-07', '2026-12-08');
    const from = { start: '2026-12-07', end: '2026-12-08' };
    expect(await reschedule([{ id: a._id, from, to: { start: '2026-12-09', end: '2026-12-08' } }])).toMatchObject({
      status: 400,
      body: { error: 'End Date cannot be before Start Date' },
    });
    expect(
      await reschedule([
        { id: a._id, from, to: from },
        { id: a._id, from, to: from },
      ]),
    ).toMatchObject({ status: 400, body: { error: 'A task can be moved only once in one reschedule' } });
    const many = Array.from({ length: 100 }, (_, i) => ({ id: a._id.replace(/.$/, String(i % 10)), from, to: from }));
    expect(await reschedule(many)).toMatchObject({
      status: 400,
      body: { error: 'At most 99 tasks can be moved at once' },
    });
    expect((await reschedule([{ id: a._id, from, to: from }], marketer.token)).status).toBe(403);
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
        moves: [
          {
            id: made.body._id,
            from: { start: '2026-12-01', end: '2026-12-03' },
            to: { start: '2026-12-02', end: '2026-12-04' },
          },
        ],
      },
    });
    expect(res).toMatchObject({ status: 200, body: { moved: 1 } });
    const tasks = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, {
      token: marketer.token,
    });
    expect(tasks.body.find((t) => t._id === made.body._id)).toMatchObject({ start_date: '2026-12-02T05:00:00.000Z' });
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
    const res = await reschedule([
      {
        id: task._id,
        from: { start: typed.body.schedule_start, end: typed.body.schedule_finish },
        to: { start: '2026-12-08', end: '2026-12-11' },
      },
    ]);
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
