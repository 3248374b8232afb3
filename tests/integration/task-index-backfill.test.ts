/**
 * The backfill of the first-tasks index (docs/operations.md#tasks-stored-before-the-first-screenful) on the
 * real local stack. Tasks stored before GSI2 held tasks are made here by writing tasks through the API and
 * taking their GSI2 keys off straight in DynamoDB Local: the schedule's first screenful leaves them out.
 * `npm run job -- backfillTaskIndex` gives them their keys, leaves a task in the recycle bin out of the
 * index, and a second run writes nothing. Killed midway (faults in its DynamoDB requests, then the
 * dead-letter queue), a later run finishes what the first left.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ScheduleFirstTasks } from '../../shared/models/schedule-first-tasks.ts';
import type { MarketingTask } from '../../shared/task-models.ts';
import { asAdmin, call, createProject } from '../support/api.ts';
import { TABLE_NAME, tableClient } from '../support/aws.ts';

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

const DAY = 86_400_000;
const dayKey = (days: number) => new Date(Date.UTC(2026, 4, 4) + days * DAY).toISOString().slice(0, 10);

/** `count` construction tasks by one CSV import (small enough to be written at once), in the order of their ids. */
async function importTasks(projectId: string, count: number): Promise<string[]> {
  const rows = Array.from(
    { length: count },
    (_, i) => `${i + 1},Step ${i + 1},${dayKey(i)},${dayKey(i + 1)},0,,,,task`,
  );
  const form = new FormData();
  const file = ['id,name,start,finish,progress,predecessors,parent,owner,type', ...rows].join('\n');
  form.set('file', new Blob([file]), 'backfill.csv');
  const res = await call(`/api/projects/${projectId}/schedules/construction/import?preview=false`, {
    method: 'POST',
    token: admin,
    form,
  });
  expect(res.status).toBe(201);
  const first = await firstIds(projectId, 'construction');
  expect(first).toHaveLength(count);
  return first;
}

const firstIds = async (projectId: string, schedule: string): Promise<string[]> => {
  const res = await call<ScheduleFirstTasks>(
    `/api/projects/${projectId}/schedules/${schedule}/first-tasks?limit=1000`,
    {
      token: admin,
    },
  );
  expect(res.status).toBe(200);
  return res.body.tasks.map((t) => t.id);
};

const taskKey = (prefix: 'TASK' | 'MTASK', id: string) => ({ PK: `${prefix}#${id}`, SK: prefix });

/** The task item as stored before GSI2 held tasks: without its GSI2 keys. */
async function withoutFirstTasksKeys(prefix: 'TASK' | 'MTASK', id: string): Promise<void> {
  await tableClient().send(
    new UpdateCommand({ TableName: TABLE_NAME, Key: taskKey(prefix, id), UpdateExpression: 'REMOVE GSI2PK, GSI2SK' }),
  );
}

const storedItem = async (prefix: 'TASK' | 'MTASK', id: string) =>
  (await tableClient().send(new GetCommand({ TableName: TABLE_NAME, Key: taskKey(prefix, id), ConsistentRead: true })))
    .Item;

/**
 * `npm run job -- backfillTaskIndex '{"id":...}'` (it fails the test unless it queued the job). Run without
 * blocking the test process, which would miss the stack closing an idle connection and fail its next request.
 */
async function sendBackfill(id: string): Promise<void> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'local/job.ts', 'backfillTaskIndex', JSON.stringify({ id })],
    { env: { ...process.env, DATA_DIR: inject('dataDir') }, encoding: 'utf8' },
  );
  expect(stdout).toContain(`Queued backfillTaskIndex ${id}`);
}

/** `npm run job -- backfillTaskIndex '{"id":...}'`, then waits for the local job queues to settle. */
async function runBackfill(id: string): Promise<void> {
  await sendBackfill(id);
  const settled = await call('/api/projects', {
    token: admin,
    headers: { 'x-test-settle-background': '1', 'x-test-job-faults': JSON.stringify({ id, deliveries: [] }) },
  });
  expect(settled.status).toBe(200);
}

/** What the local backfill queue keeps in the data folder (local/job-queue.ts). */
function queueState(): { messages: unknown[]; deadLetters: { body: string; receiveCount: number }[] } {
  return JSON.parse(readFileSync(join(inject('dataDir'), 'jobs', 'backfillTaskIndex.json'), 'utf8'));
}

describe('the first-tasks index backfill', () => {
  it('gives tasks stored without the index keys their keys, leaves a binned task out, and a second run writes nothing', async () => {
    const project = await createProject();
    const ids = await importTasks(project._id, 5);
    const marketing = await call<MarketingTask>('/api/marketing_tasks', {
      method: 'POST',
      token: admin,
      body: { projectId: project._id, task_name: 'Launch', start_date: '2026-05-04', end_date: '2026-05-08' },
    });
    expect(marketing.status).toBe(201);
    const binned = ids[4] as string;
    expect((await call(`/api/tasks/${binned}`, { method: 'DELETE', token: admin })).status).toBe(200);
    for (const id of ids.slice(0, 3)) await withoutFirstTasksKeys('TASK', id);
    await withoutFirstTasksKeys('MTASK', marketing.body._id);
    expect(await firstIds(project._id, 'construction')).toEqual([ids[3]]);
    expect(await firstIds(project._id, 'marketing')).toEqual([]);

    await runBackfill(`backfill-${Date.now()}`);
    expect(await firstIds(project._id, 'construction')).toEqual(ids.slice(0, 4));
    expect(await firstIds(project._id, 'marketing')).toEqual([marketing.body._id]);
    expect(await storedItem('TASK', ids[0] as string)).toMatchObject({
      GSI2PK: `TASKS#${project._id}`,
      GSI2SK: ids[0],
    });
    // The binned task is still out of both indexes (a restore puts it back).
    const binnedItem = await storedItem('TASK', binned);
    expect(binnedItem).toMatchObject({ binned: expect.any(Object) });
    expect(binnedItem).not.toHaveProperty('GSI1PK');
    expect(binnedItem).not.toHaveProperty('GSI2PK');

    const before = await Promise.all(ids.map((id) => storedItem('TASK', id)));
    await runBackfill(`backfill-again-${Date.now()}`);
    expect(await Promise.all(ids.map((id) => storedItem('TASK', id)))).toEqual(before);
  }, 120_000);

  it('killed midway, leaves the keys it wrote, and a later run gives the rest theirs', async () => {
    // First in the list of projects (by name), so the faults below fall within its tasks.
    const project = await createProject(`!!! Backfill first ${Date.now()}`);
    const ids = await importTasks(project._id, 30);
    for (const id of ids) await withoutFirstTasksKeys('TASK', id);
    expect(await firstIds(project._id, 'construction')).toEqual([]);

    // The first delivery: the list of projects, this schedule's tasks without keys, 25 updates (one batch),
    // then its next request fails; the next two deliveries fail at once, and the message is dead-lettered.
    const id = `backfill-killed-${Date.now()}`;
    const armed = await call('/api/projects', {
      token: admin,
      headers: {
        'x-test-job-faults': JSON.stringify({
          id,
          deliveries: [{ dynamodbFailsAfter: 27 }, ...Array.from({ length: 6 }, () => ({ dynamodbFailsAfter: 0 }))],
        }),
      },
    });
    expect(armed.status).toBe(200);
    await sendBackfill(id);
    const settled = await call('/api/projects', {
      token: admin,
      headers: { 'x-test-settle-background': '1', 'x-test-job-faults': JSON.stringify({ id, deliveries: [] }) },
    });
    expect(settled.status).toBe(200);
    expect(queueState().deadLetters.find((m) => m.body.includes(id))).toMatchObject({ receiveCount: 3 });
    expect(await firstIds(project._id, 'construction')).toEqual(ids.slice(0, 25));

    await runBackfill(`backfill-resumed-${Date.now()}`);
    expect(await firstIds(project._id, 'construction')).toEqual(ids);
    expect(queueState().messages).toEqual([]);
  }, 120_000);
});
