/** The data model's promise: list screens cost one DynamoDB query (plus the caller's session check). */
import { describe, expect, it } from 'vitest';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { asAdmin, call, createProject } from '../support/api.ts';

const SESSION_CHECK = 1;

describe('DynamoDB requests per call', () => {
  it('GET /api/tasks for a project of 1,000 tasks makes one Query', async () => {
    const project = await createProject();
    const admin = await asAdmin();
    for (let batch = 0; batch < 50; batch++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('/api/tasks', {
            method: 'POST',
            token: admin,
            body: {
              projectId: project._id,
              task_name: `Task ${batch * 20 + i}`,
              schedule_start: '2026-03-01',
              schedule_finish: '2026-03-09',
              owner: 'A realistic owner name',
            },
          }),
        ),
      );
    }
    const res = await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1000);
    expect(Number(res.headers.get('x-dynamodb-requests'))).toBe(SESSION_CHECK + 1);
  }, 180_000);

  it('GET /api/task/{id} reads a task with its notes and photos in one Query', async () => {
    const project = await createProject();
    const admin = await asAdmin();
    const task = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: admin,
      body: { projectId: project._id, task_name: 'T', schedule_start: '2026-03-01', schedule_finish: '2026-03-02' },
    });
    for (let i = 0; i < 5; i++) {
      await call(`/api/tasks/${task.body._id}/note`, { method: 'POST', token: admin, body: { text: `note ${i}` } });
    }
    const res = await call(`/api/task/${task.body._id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-dynamodb-requests'))).toBe(SESSION_CHECK + 1);
  });
});
