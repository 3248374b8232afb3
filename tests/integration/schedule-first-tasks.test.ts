/**
 * A schedule's first tasks (docs/requirements.md#the-first-screenful-first) against the real local stack:
 * the first `limit` in the chart's order (the order they were made, whatever their dates), only what the
 * chart draws and the same values the whole list gives, `more` while others follow, a deleted task out of
 * it and back when restored, and the marketing schedule alike.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleFirstTasks } from '../../shared/models/schedule-first-tasks.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { asAdmin, call, createProject } from '../support/api.ts';

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

const firstTasks = (projectId: string, schedule: string, query = '') =>
  call<ScheduleFirstTasks>(`/api/projects/${projectId}/schedules/${schedule}/first-tasks${query}`, { token: admin });

/** Tasks made one after another (so their ids are in this order), each starting a day before the last. */
async function constructionTasks(projectId: string, count: number): Promise<ConstructionTask[]> {
  const made: ConstructionTask[] = [];
  for (let i = 0; i < count; i++) {
    const day = String(20 - i).padStart(2, '0');
    const res = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: admin,
      body: {
        projectId,
        task_name: `Step ${i + 1}`,
        schedule_start: `2026-04-${day}`,
        schedule_finish: `2026-04-${day}`,
        progress: i * 10,
        dependencies: made.length ? [(made.at(-1) as ConstructionTask)._id] : [],
      },
    });
    expect(res.status).toBe(201);
    made.push(res.body);
  }
  return made;
}

describe('GET /api/projects/{projectId}/schedules/{schedule}/first-tasks', () => {
  it('answers the first tasks in the order they were made, with what the chart draws, and says more follow', async () => {
    const project = await createProject();
    const made = await constructionTasks(project._id, 5);
    const listed = await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: admin });
    // The whole list is by start: the reverse of the order they were made.
    expect(listed.body.map((t) => t._id)).toEqual(made.map((t) => t._id).reverse());

    const page = await firstTasks(project._id, 'construction', '?limit=3');
    expect(page.status).toBe(200);
    expect(page.body.more).toBe(true);
    expect(page.body.tasks).toEqual(
      made.slice(0, 3).map((t) => ({
        id: t._id,
        name: t.task_name,
        start: t.schedule_start,
        end: t.schedule_finish,
        progress: t.progress,
        type: 'task',
        dependencies: t.dependencies,
      })),
    );

    const whole = await firstTasks(project._id, 'construction');
    expect(whole.body.tasks.map((t) => t.id)).toEqual(made.map((t) => t._id));
    expect(whole.body.more).toBe(false);
  });

  it('leaves a deleted task out and has it back in its place once restored', async () => {
    const project = await createProject();
    const made = await constructionTasks(project._id, 3);
    const middle = made[1] as ConstructionTask;
    expect((await call(`/api/tasks/${middle._id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const without = await firstTasks(project._id, 'construction');
    expect(without.body.tasks.map((t) => t.id)).toEqual([made[0]?._id, made[2]?._id]);

    const restored = await call(`/api/projects/${project._id}/recycle-bin/${middle._id}/restore`, {
      method: 'POST',
      token: admin,
      body: {},
    });
    expect(restored.status).toBe(200);
    const back = await firstTasks(project._id, 'construction');
    expect(back.body.tasks.map((t) => t.id)).toEqual(made.map((t) => t._id));
  });

  it("gives the marketing schedule's tasks with their owner, and nothing of the other schedule", async () => {
    const project = await createProject();
    await constructionTasks(project._id, 1);
    const res = await call<MarketingTask>('/api/marketing_tasks', {
      method: 'POST',
      token: admin,
      body: {
        projectId: project._id,
        task_name: 'Launch',
        start_date: '2026-05-04',
        end_date: '2026-05-08',
        owner: 'Dana',
      },
    });
    expect(res.status).toBe(201);
    const page = await firstTasks(project._id, 'marketing');
    expect(page.body).toEqual({
      tasks: [
        {
          id: res.body._id,
          name: 'Launch',
          start: res.body.start_date,
          end: res.body.end_date,
          progress: 0,
          type: 'task',
          dependencies: [],
          owner: 'Dana',
        },
      ],
      more: false,
    });
  });
});
