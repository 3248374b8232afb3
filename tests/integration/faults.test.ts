/**
 * A backing service that goes away answers a clear 503 with a JSON error, and leaves no half-written
 * record. This file runs its own stack, because it stops emulators on purpose.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopProcess } from '../../local/emulators.ts';
import { readSettings } from '../../local/settings.ts';
import { type RunningStack, startStack } from '../../local/stack.ts';
import type { LoginResponse, Project } from '../../shared/models.ts';
import type { ConstructionTask, TaskWithActivity } from '../../shared/task-models.ts';

const ADMIN = { email: 'faults-admin@example.com', password: 'faults quarry lantern 2026' };
const UNAVAILABLE = { error: 'The service is temporarily unavailable. Please try again.' };
let stack: RunningStack;
let dataDir: string;
let token: string;

async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.endpoints.web}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as T };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-office-faults-'));
  stack = await startStack(
    readSettings({
      PORT: '0',
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  );
  token = (await call<LoginResponse>('/api/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) })).body
    .access_token;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('when a backing service is down', () => {
  it('S3 down: a photo upload answers 503 and adds no image record', async () => {
    const project = (await call<Project>('/api/projects', { method: 'POST', body: JSON.stringify({ name: 'Faults' }) }))
      .body;
    const task = (
      await call<ConstructionTask>('/api/tasks', {
        method: 'POST',
        body: JSON.stringify({
          projectId: project._id,
          task_name: 'T',
          schedule_start: '2026-01-05',
          schedule_finish: '2026-01-06',
        }),
      })
    ).body;
    await stopProcess(stack.emulators.s3.process);
    const form = new FormData();
    form.append('taskId', task._id);
    form.append('images', new Blob([Buffer.from('ffd8ffe0', 'hex')], { type: 'image/jpeg' }), 'a.jpg');
    const res = await fetch(`${stack.endpoints.web}/api/construction/task/upload-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(UNAVAILABLE);
    const activity = await call<TaskWithActivity>(`/api/task/${task._id}`);
    expect(activity.status).toBe(200);
    expect(activity.body.images).toEqual([]);
    expect(activity.body.images_summary.count).toBe(0);
  });

  it('DynamoDB down: sign-in and reads answer 503 with a JSON error', async () => {
    await stopProcess(stack.emulators.dynamodb.process);
    const login = await call('/api/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    expect(login).toEqual({ status: 503, body: UNAVAILABLE });
    const list = await call('/api/projects');
    expect(list).toEqual({ status: 503, body: UNAVAILABLE });
  });
});
