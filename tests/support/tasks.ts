/** Schedule tasks from the tests: add one to either schedule, and send a site-report photo to a construction task. */
import { expect, inject } from 'vitest';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { call } from './api.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

async function created<T>(token: string, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await call<T>(path, { method: 'POST', token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A construction task of the project, with `fields` over a plain two-day task. */
export const addConstructionTask = (token: string, projectId: string, fields: Record<string, unknown> = {}) =>
  created<ConstructionTask>(token, '/api/tasks', {
    projectId,
    task_name: 'Task',
    schedule_start: '2026-05-04',
    schedule_finish: '2026-05-05',
    ...fields,
  });

/** A marketing task of the project, with `fields` over a plain two-day task. */
export const addMarketingTask = (token: string, projectId: string, fields: Record<string, unknown> = {}) =>
  created<MarketingTask>(token, '/api/marketing_tasks', {
    projectId,
    task_name: 'Campaign',
    start_date: '2026-05-04',
    end_date: '2026-05-05',
    ...fields,
  });

/** The project's construction tasks by name: [first day, last day] as stored (UTC date parts). */
export async function constructionDates(token: string, projectId: string): Promise<Record<string, [string, string]>> {
  const res = await call<ConstructionTask[]>(`/api/tasks?projectId=${projectId}`, { token });
  return Object.fromEntries(
    res.body.map((t) => [t.task_name, [t.schedule_start.slice(0, 10), t.schedule_finish.slice(0, 10)]]),
  );
}

/** One JPEG photo added to a construction task through the site report's multipart upload. */
export async function addTaskPhoto(token: string, taskId: string, name = 'site.jpg'): Promise<void> {
  const form = new FormData();
  form.append('taskId', taskId);
  form.append('images', new Blob([JPEG], { type: 'image/jpeg' }), name);
  const res = await fetch(`${inject('endpoints').web}/api/construction/task/upload-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
}
