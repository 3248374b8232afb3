/**
 * Schedule imports large enough for their background job (docs/requirements.md#schedule-import-and-export):
 * queued and written by the job, finished after a kill midway, and 3,000 tasks in phases with every link
 * type. On a stack of their own (project integration-large): their thousands of tasks would hold up the
 * search index the other integration files wait for.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMspdi } from '../../../functions/domain/schedule-exchange/mspdi-read.ts';
import { writeMspdi } from '../../../functions/domain/schedule-exchange/mspdi-write.ts';
import { comparable } from '../../../functions/domain/test-support/exchange-comparable.ts';
import type { ActivityPage } from '../../../shared/models/activity.ts';
import type { ScheduleImportStatus } from '../../../shared/models/schedule-import.ts';
import { asAdmin, call, createProject } from '../../support/api.ts';
import { csv, exportedMspdi, importFile, storedTasks } from '../../support/schedule-files.ts';

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

const newProject = async () => (await createProject(`Import ${Date.now()} ${Math.random()}`))._id;

describe('a large file: one background job, resumable', () => {
  const large = (count: number) =>
    csv(
      ...Array.from(
        { length: count },
        (_, i) => `${i + 1},Activity ${i + 1},2027-03-01,2027-03-05,0,${i > 0 && i % 10 !== 0 ? i : ''},,,task`,
      ),
    );
  const statusOf = (projectId: string, importId: string | undefined, headers: Record<string, string> = {}) =>
    call<ScheduleImportStatus>(`/api/projects/${projectId}/schedules/construction/imports/${importId}`, {
      token: admin,
      headers: { 'x-test-settle-background': '1', ...headers },
    });

  it('is queued (202) and written by its job; the status the screen polls says how far it is', async () => {
    const projectId = await newProject();
    const res = await importFile(admin, { projectId, fileName: 'big.csv', content: large(1_200) });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', tasks: 1_200, links: 1_080, errors: [] });
    const done = await statusOf(projectId, res.body.importId);
    expect(done.body).toEqual({
      importId: res.body.importId,
      fileName: 'big.csv',
      status: 'done',
      tasks: 1_200,
      written: 1_200,
    });
    expect(await storedTasks(projectId)).toHaveLength(1_200);
    const log = await call<ActivityPage>(`/api/projects/${projectId}/activity`, { token: admin });
    expect(log.body.entries.filter((e) => e.kind === 'schedule.imported')).toHaveLength(1);
    expect((await statusOf(projectId, '01JUNKNOWNIMPORT0000000000')).status).toBe(404);
  }, 120_000);

  it('a job killed midway is finished by the next delivery: every task once, one activity entry', async () => {
    const projectId = await newProject();
    const content = large(1_100);
    const fingerprint = createHash('sha256').update(content).digest('hex');
    // the first delivery dies among the batches of its second step; the next deliveries have no fault
    const faults = JSON.stringify({
      id: `construction.${projectId}.${fingerprint}`,
      deliveries: [{ dynamodbFailsAfter: 30 }],
    });
    const res = await importFile(admin, {
      projectId,
      fileName: 'killed.csv',
      content,
      headers: { 'x-test-job-faults': faults },
    });
    expect(res.status).toBe(202);
    const done = await statusOf(projectId, res.body.importId);
    expect(done.body).toMatchObject({ status: 'done', written: 1_100 });
    const stored = await storedTasks(projectId);
    expect(stored).toHaveLength(1_100);
    expect(new Set(stored.map((t) => t._id)).size).toBe(1_100);
    const log = await call<ActivityPage>(`/api/projects/${projectId}/activity`, { token: admin });
    expect(log.body.entries.filter((e) => e.kind === 'schedule.imported')).toHaveLength(1);
  }, 120_000);
});

describe('3,000 tasks in phases, all four link types with lags: queued, written, and the same schedule again', () => {
  it('imports through its job and exports back to the same tasks, phases and links', async () => {
    const types = ['FS', 'SS', 'FF', 'SF'] as const;
    const tasks = Array.from({ length: 3_000 }, (_, i) => {
      const phase = i % 30 === 0;
      const day = `2027-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
      return {
        key: String(i + 1),
        row: i + 1,
        name: `Activity ${i + 1}`,
        start: day,
        finish: day,
        progress: i % 101,
        milestone: !phase && i % 50 === 7,
        phase,
        ...(!phase && { parentKey: String(Math.floor(i / 30) * 30 + 1) }),
      };
    });
    const links = tasks
      .filter((_task, i) => i % 30 > 1)
      .map((t, i) => ({ from: String(Number(t.key) - 1), to: t.key, type: types[i % 4] ?? 'FS', lag: (i % 5) - 1 }));
    const xml = writeMspdi({ tasks, links, daysOff: [] }, 'Three thousand');
    const projectId = await newProject();
    const res = await importFile(admin, { projectId, fileName: 'large.xml', content: xml });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', tasks: 3_000, phases: 100, links: links.length });
    const done = await call<ScheduleImportStatus>(
      `/api/projects/${projectId}/schedules/construction/imports/${res.body.importId}`,
      { token: admin, headers: { 'x-test-settle-background': '1' } },
    );
    expect(done.body).toMatchObject({ status: 'done', written: 3_000 });
    expect(comparable(readMspdi(await exportedMspdi(admin, projectId)))).toEqual(comparable(readMspdi(xml)));
  }, 300_000);
});
