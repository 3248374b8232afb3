/**
 * Schedule export (docs/requirements.md#schedule-import-and-export) against the real local stack: the file
 * is an attachment named after the project, and reads back, through the import's own readers, to the
 * schedule's tasks, dates, progress, milestones, owners and links.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../functions/domain/schedule-exchange/csv.ts';
import { readMspdi } from '../../functions/domain/schedule-exchange/mspdi-read.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { apiUrl, asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';

let admin: string;
let project: Project;

const exportOf = (projectId: string, schedule: string, format: string, token = admin) =>
  call<string>(`/api/projects/${projectId}/schedules/${schedule}/export?format=${format}`, { token });

async function addTask(body: Record<string, unknown>): Promise<ConstructionTask> {
  const res = await call<ConstructionTask>('/api/tasks', { method: 'POST', token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject(`Queen's Quay tower ${Date.now()}`);
  const p = project._id;
  const excavation = await addTask({
    projectId: p,
    task_name: 'Excavation',
    schedule_start: '2027-03-01',
    schedule_finish: '2027-03-05',
    owner: 'Ortiz Earthworks',
  });
  await call(`/api/tasks/${excavation._id}`, { method: 'PUT', token: admin, body: { progress: 60 } });
  const footings = await addTask({
    projectId: p,
    task_name: 'Footings',
    schedule_start: '2027-03-08',
    schedule_finish: '2027-03-12',
    dependencies: [excavation._id],
  });
  await addTask({
    projectId: p,
    task_name: 'Footing inspection',
    schedule_start: '2027-03-15',
    schedule_finish: '2027-03-15',
    type: 'milestone',
    dependencies: [footings._id],
  });
  const launch = await call<MarketingTask>('/api/marketing_tasks', {
    method: 'POST',
    token: admin,
    body: { projectId: p, task_name: 'Launch event', start_date: '2027-04-01', end_date: '2027-04-02' },
  });
  expect(launch.status).toBe(201);
});

const expected = [
  {
    name: 'Excavation',
    start: '2027-03-01',
    finish: '2027-03-05',
    progress: 60,
    milestone: false,
    owner: 'Ortiz Earthworks',
  },
  { name: 'Footings', start: '2027-03-08', finish: '2027-03-12', progress: 0, milestone: false, owner: undefined },
  {
    name: 'Footing inspection',
    start: '2027-03-15',
    finish: '2027-03-15',
    progress: 0,
    milestone: true,
    owner: undefined,
  },
];

describe('GET /api/projects/{projectId}/schedules/{schedule}/export', () => {
  it('MS Project XML: an attachment named after the project that reads back to the same tasks and links', async () => {
    const res = await exportOf(project._id, 'construction', 'mspdi');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${project.name} - Construction schedule.xml"; filename*=UTF-8''${encodeURIComponent(project.name).replace("'", '%27')}%20-%20Construction%20schedule.xml`,
    );
    const read = readMspdi(res.body);
    expect(read.errors).toEqual([]);
    expect(
      read.tasks.map(({ name, start, finish, progress, milestone, owner }) => ({
        name,
        start,
        finish,
        progress,
        milestone,
        owner,
      })),
    ).toEqual(expected);
    const nameOf = new Map(read.tasks.map((t) => [t.key, t.name]));
    expect(read.links.map((l) => [nameOf.get(l.from), nameOf.get(l.to), l.type, l.lag])).toEqual([
      ['Excavation', 'Footings', 'FS', 0],
      ['Footings', 'Footing inspection', 'FS', 0],
    ]);
  });

  it('CSV: with a byte order mark for spreadsheets, and the same tasks and links', async () => {
    const res = await exportOf(project._id, 'construction', 'csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".* - Construction schedule\.csv"/);
    // the bytes as sent (a text decoder drops the mark)
    const raw = await fetch(apiUrl(`/api/projects/${project._id}/schedules/construction/export?format=csv`), {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const read = readCsv(res.body);
    expect(read.errors).toEqual([]);
    expect(read.tasks.map((t) => t.name)).toEqual(expected.map((t) => t.name));
    expect(read.links.map((l) => [l.from, l.to, l.type])).toEqual([
      ['1', '2', 'FS'],
      ['2', '3', 'FS'],
    ]);
  });

  it('phases and links with their types and lags read back from both formats (issue 24)', async () => {
    const other = (await createProject(`Phased ${Date.now()}`))._id;
    const task = (fields: Record<string, unknown>) =>
      addTask({ projectId: other, schedule_start: '2027-03-01', schedule_finish: '2027-03-05', ...fields });
    const phase = await task({ task_name: 'Structure', type: 'project' });
    const columns = await task({ task_name: 'Columns', parent_id: phase._id });
    await task({
      task_name: 'Slab',
      parent_id: phase._id,
      links: [{ id: columns._id, type: 'SS', lag: 2 }],
    });
    await task({ task_name: 'Handover', links: [{ id: phase._id, type: 'FF', lag: -1 }] });
    for (const [format, read] of [
      ['mspdi', readMspdi],
      ['csv', readCsv],
    ] as const) {
      const file = read((await exportOf(other, 'construction', format)).body);
      expect(file.errors).toEqual([]);
      const nameOf = new Map(file.tasks.map((t) => [t.key, t.name]));
      expect(
        file.tasks.map((t) => [t.name, t.phase, t.parentKey && nameOf.get(t.parentKey)]),
        format,
      ).toEqual([
        ['Structure', true, undefined],
        ['Columns', false, 'Structure'],
        ['Slab', false, 'Structure'],
        ['Handover', false, undefined],
      ]);
      expect(
        file.links.map((l) => [nameOf.get(l.from), nameOf.get(l.to), l.type, l.lag]),
        format,
      ).toEqual([
        ['Columns', 'Slab', 'SS', 2],
        ['Structure', 'Handover', 'FF', -1],
      ]);
    }
  });

  it('the marketing schedule is its own file', async () => {
    const res = await exportOf(project._id, 'marketing', 'csv');
    expect(res.status).toBe(200);
    expect(readCsv(res.body).tasks.map((t) => [t.name, t.start, t.finish])).toEqual([
      ['Launch event', '2027-04-01', '2027-04-02'],
    ]);
  });

  it('who may: anyone who can open the schedule; other areas 403, other projects 403, an unknown project 404', async () => {
    const marketer = await createSignedInUser('marketing', [project._id]);
    expect((await exportOf(project._id, 'marketing', 'mspdi', marketer.token)).status).toBe(200);
    expect(await exportOf(project._id, 'construction', 'mspdi', marketer.token)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to access this section.' },
    });
    const site = await createSignedInUser('site', [project._id]);
    expect((await exportOf(project._id, 'construction', 'csv', site.token)).status).toBe(200);
    const elsewhere = await createSignedInUser('pm', []);
    expect((await exportOf(project._id, 'construction', 'csv', elsewhere.token)).status).toBe(403);
    expect(await exportOf('01JUNKNOWNPROJECT000000000', 'construction', 'csv')).toMatchObject({
      status: 404,
      body: { error: 'Project not found' },
    });
  });

  it('bad input: a format or schedule it does not know is a 400 naming what is wrong', async () => {
    expect(await exportOf(project._id, 'construction', 'xlsx')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Format must be mspdi or csv') },
    });
    expect(await exportOf(project._id, 'plan', 'csv')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Schedule must be construction or marketing') },
    });
  });
});
