/**
 * Schedule import (docs/requirements.md#schedule-import-and-export) against the real local stack: a preview
 * writes nothing, an import writes the file's tasks with new ids, phases and links, once (the same file
 * again is refused unless it replaces the earlier import), a stop midway and a rerun leave no second copy,
 * hostile files are refused whole, and every sample makes the round trip export -> import -> export. Files
 * large enough for the background job: tests/integration/large/schedule-import-large.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMspdi } from '../../functions/domain/schedule-exchange/mspdi-read.ts';
import { comparable } from '../../functions/domain/test-support/exchange-comparable.ts';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { ProjectCalendar } from '../../shared/models/calendar.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { addDaysToDateKey } from '../../shared/time.ts';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';
import { csv, exportedMspdi, importFile, storedTasks } from '../support/schedule-files.ts';

const SAMPLES_DIR = new URL('../../functions/domain/schedule-exchange/samples/', import.meta.url);
const SAMPLES = readdirSync(SAMPLES_DIR).filter((name) => name.endsWith('.xml'));
const sample = (name: string) => readFileSync(new URL(name, SAMPLES_DIR), 'utf8');
const BAY = 'bay-street-fit-out.xml';

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

const newProject = async () => (await createProject(`Import ${Date.now()} ${Math.random()}`))._id;

async function constructionTasks(projectId: string): Promise<ConstructionTask[]> {
  const res = await call<ConstructionTask[]>(`/api/tasks?projectId=${projectId}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body;
}

describe('POST /api/projects/{projectId}/schedules/{schedule}/import', () => {
  it('a preview counts what the file holds, says what is left out, and writes nothing (200)', async () => {
    const projectId = await newProject();
    const res = await importFile(admin, { projectId, fileName: BAY, content: sample(BAY), query: 'preview=true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = readMspdi(sample(BAY));
    expect(res.body).toMatchObject({
      status: 'preview',
      tasks: read.tasks.length,
      phases: read.tasks.filter((t) => t.phase).length,
      milestones: read.tasks.filter((t) => t.milestone).length,
      links: read.links.length,
      errors: [],
    });
    expect(res.body.warnings).toEqual(expect.arrayContaining(read.warnings));
    expect(res.body.warnings).toContain('Resources, assignments and timephased data were not imported');
    expect(await constructionTasks(projectId)).toEqual([]);
  });

  it('writes the tasks with new ids, each phase and link mapped to them (201), and logs the import', async () => {
    const projectId = await newProject();
    const res = await importFile(admin, { projectId, fileName: BAY, content: sample(BAY) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.status).toBe('written');
    const read = readMspdi(sample(BAY));
    const stored = await storedTasks(projectId);
    expect(stored).toHaveLength(read.tasks.length);
    const ids = new Set(stored.map((t) => t._id));
    const fileKeys = new Set(read.tasks.map((t) => t.key));
    for (const task of stored) {
      expect(fileKeys.has(String(task._id))).toBe(false);
      if (task.parent_id !== undefined) expect(ids.has(task.parent_id)).toBe(true);
      const links = (task.links ?? []) as { id: string }[];
      expect(task.dependencies).toEqual(links.map((l) => l.id));
      for (const link of links) expect(ids.has(link.id)).toBe(true);
    }
    expect(stored.filter((t) => t.parent_id !== undefined).length).toBe(
      read.tasks.filter((t) => t.parentKey !== undefined).length,
    );
    const log = await call<ActivityPage>(`/api/projects/${projectId}/activity`, { token: admin });
    expect(log.body.entries[0]).toMatchObject({
      kind: 'schedule.imported',
      area: 'construction',
      object: { name: BAY },
      place: 'Construction schedule',
      detail: `${read.tasks.length} tasks, ${read.links.length} links`,
    });
  });

  it('keeps each task’s notes (MSPDI <Notes>, the CSV notes column) with the task, answers them and exports them again', async () => {
    const projectId = await newProject();
    const res = await importFile(admin, { projectId, fileName: BAY, content: sample(BAY) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.warnings.filter((w) => w.startsWith('Notes'))).toEqual([]);
    const permit = (await constructionTasks(projectId)).find((t) => t.task_name === 'Permits & approvals');
    expect(permit?.description).toBe('City of Toronto building permit, file 27-104');
    const one = await call<ConstructionTask>(`/api/tasks/${permit?._id}`, { token: admin });
    expect(one.body.description).toBe('City of Toronto building permit, file 27-104');
    const again = readMspdi(await exportedMspdi(admin, projectId));
    expect(again.tasks.find((t) => t.name === 'Permits & approvals')?.notes).toBe(
      'City of Toronto building permit, file 27-104',
    );

    const marketing = await newProject();
    const content = 'id,name,start,finish,notes\n1,Launch,2027-03-01,2027-03-05,"Press kit, v2\nsecond line"';
    const csvImport = await importFile(admin, {
      projectId: marketing,
      schedule: 'marketing',
      fileName: 'm.csv',
      content,
    });
    expect(csvImport.status, JSON.stringify(csvImport.body)).toBe(201);
    const launch = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${marketing}`, { token: admin });
    expect(launch.body.map((t) => t.description)).toEqual(['Press kit, v2\nsecond line']);
    const exported = await call<string>(`/api/projects/${marketing}/schedules/marketing/export?format=csv`, {
      token: admin,
    });
    expect(exported.body).toContain('"Press kit, v2\nsecond line"');
  });

  it('the same file again is refused (409) unless it replaces the earlier import, which leaves one copy', async () => {
    const projectId = await newProject();
    const first = await importFile(admin, { projectId, fileName: BAY, content: sample(BAY) });
    expect(first.status).toBe(201);
    const firstIds = (await storedTasks(projectId)).map((t) => t._id);
    const again = await importFile(admin, { projectId, fileName: 'renamed.xml', content: sample(BAY) });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(
      /^This file was imported into this schedule on \d{4}-\d{2}-\d{2} by .+\. Import it again with "Replace the previous import", or cancel\.$/,
    );
    const replaced = await importFile(admin, {
      projectId,
      fileName: BAY,
      content: sample(BAY),
      query: 'preview=false&mode=replace',
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    const after = (await storedTasks(projectId)).map((t) => t._id);
    expect(after).toHaveLength(firstIds.length);
    expect(after.filter((id) => firstIds.includes(id))).toEqual([]);
    // another file is another import beside it
    const other = await importFile(admin, {
      projectId,
      fileName: 'slab.xml',
      content: sample('warehouse-slab-2003.xml'),
    });
    expect(other.status).toBe(201);
  });

  it('a replace is refused while a task outside the earlier import depends on one of its tasks', async () => {
    const projectId = await newProject();
    const content = csv('1,Slab,2027-03-01,2027-03-05,0,,,,task');
    expect((await importFile(admin, { projectId, fileName: 'slab.csv', content })).status).toBe(201);
    const [slab] = await storedTasks(projectId);
    const added = await call('/api/tasks', {
      method: 'POST',
      token: admin,
      body: {
        projectId,
        task_name: 'Framing',
        schedule_start: '2027-03-08',
        schedule_finish: '2027-03-12',
        dependencies: [slab?._id],
      },
    });
    expect(added.status).toBe(201);
    const replaced = await importFile(admin, {
      projectId,
      fileName: 'slab.csv',
      content,
      query: 'preview=false&mode=replace',
    });
    expect(replaced).toMatchObject({
      status: 409,
      body: {
        error:
          '"Framing" depends on a task of the earlier import of this file: remove that dependency first, or keep the earlier import',
      },
    });
    expect((await storedTasks(projectId)).map((t) => t.task_name).sort()).toEqual(['Framing', 'Slab']);
  });

  it('a stop midway leaves the import unfinished; the same request again finishes it without a second copy', async () => {
    const projectId = await newProject();
    const content = csv(
      ...Array.from(
        { length: 60 },
        (_, i) => `${i + 1},Task ${i + 1},2027-03-01,2027-03-05,0,${i > 0 ? i : ''},,,task`,
      ),
    );
    // the project and caller reads, the import record, then a few batches: stopped among the batches
    const stopped = await importFile(admin, {
      projectId,
      fileName: 'long.csv',
      content,
      headers: { 'x-test-fail-dynamodb-after': '6' },
    });
    expect(stopped.status).toBeGreaterThanOrEqual(500);
    const partial = (await storedTasks(projectId)).length;
    expect(partial).toBeLessThan(60);
    const rerun = await importFile(admin, { projectId, fileName: 'long.csv', content });
    expect(rerun.status, JSON.stringify(rerun.body)).toBe(201);
    expect(await storedTasks(projectId)).toHaveLength(60);
    expect((await importFile(admin, { projectId, fileName: 'long.csv', content })).status).toBe(409);
  });

  it('the marketing schedule takes its own import', async () => {
    const projectId = await newProject();
    const res = await importFile(admin, {
      projectId,
      schedule: 'marketing',
      fileName: 'launch.csv',
      content: csv('1,Launch,2027-04-01,2027-04-02,10,,,,task', '2,Open house,2027-04-05,,0,1FS+1d,,,milestone'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${projectId}`, { token: admin });
    expect(list.body.map((t) => t.task_name)).toEqual(['Launch', 'Open house']);
    expect(await constructionTasks(projectId)).toEqual([]);
  });

  it('who may: whoever may add tasks to that schedule; other areas 403, other projects 403, unknown project 404', async () => {
    const projectId = await newProject();
    const file = { projectId, fileName: 'one.csv', content: csv('1,One,2027-03-01,2027-03-02,0,,,,task') };
    const marketer = await createSignedInUser('marketing', [projectId]);
    expect((await importFile(marketer.token, { ...file, schedule: 'marketing', query: 'preview=true' })).status).toBe(
      200,
    );
    expect(await importFile(marketer.token, file)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to access this section.' },
    });
    const elsewhere = await createSignedInUser('pm', []);
    expect((await importFile(elsewhere.token, file)).status).toBe(403);
    expect((await importFile(admin, { ...file, projectId: '01JUNKNOWNPROJECT000000000' })).status).toBe(404);
    const pm = await createSignedInUser('pm', [projectId]);
    expect((await importFile(pm.token, file)).status).toBe(201);
  });

  it('bad requests: no file, no preview flag, an empty file, an unknown schedule', async () => {
    const projectId = await newProject();
    const noFile = await call(`/api/projects/${projectId}/schedules/construction/import?preview=true`, {
      method: 'POST',
      token: admin,
      form: new FormData(),
    });
    expect(noFile.status).toBe(400);
    const one = { projectId, fileName: 'one.csv', content: csv('1,One,2027-03-01,2027-03-02,0,,,,task') };
    expect(await importFile(admin, { ...one, query: 'mode=replace' })).toMatchObject({
      status: 400,
      body: { error: 'preview must be true or false' },
    });
    expect(await importFile(admin, { ...one, content: '' })).toMatchObject({ status: 400 });
    expect(await importFile(admin, { ...one, schedule: 'plan' })).toMatchObject({
      status: 400,
      body: { error: 'Schedule must be construction or marketing' },
    });
  });
});

/** A large import's job writes 100 tasks a step; under load on two cores a thousand tasks take a while. */
describe('hostile files: a clear refusal, and nothing written', () => {
  const refused = async (fileName: string, content: string | Uint8Array) => {
    const projectId = await newProject();
    const res = await importFile(admin, { projectId, fileName, content });
    expect(await constructionTasks(projectId)).toEqual([]);
    return res;
  };

  it('not XML', async () => {
    const res = await refused('plan.xml', 'this is <not xml');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      row: 0,
      field: 'file',
      message: expect.stringMatching(/^The file is not XML/),
    });
  });

  it('an XML bomb (entity expansion)', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><Project><Tasks><Task><Name>&lol3;</Name></Task></Tasks></Project>`;
    const res = await refused('bomb.xml', bomb);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.message).toMatch(/declares a DTD or entities/);
  });

  it('a 50 MB file: refused before it is read (413, the API takes at most 10 MB)', async () => {
    const res = await refused('huge.csv', new Uint8Array(50 * 1024 * 1024).fill(65));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/);
  });

  it('a file over the import limit but under the API limit: 413 naming the limit', async () => {
    const res = await refused('big.csv', new Uint8Array(5 * 1024 * 1024).fill(65));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('A schedule file sent with the import may be at most 4 MB');
  });

  it('100,000 rows', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `${i + 1},T,2027-03-01,2027-03-01`);
    const res = await refused('rows.csv', ['id,name,start,finish', ...rows].join('\n'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ row: 0, field: 'file', message: 'The file has more than 10,000 tasks' }]);
  });

  it('links to missing tasks, circular links and dates out of range, each by row and field', async () => {
    const res = await refused(
      'bad.csv',
      csv(
        '1,Dig,2027-03-01,2027-03-02,0,9,,,task',
        '2,Pour,2027-03-03,2027-03-04,0,3,,,task',
        '3,Cure,2027-03-05,2027-03-06,0,2,,,task',
        '4,Party,2301-01-01,2301-01-02,0,,,,task',
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The file has problems: nothing was imported');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { row: 2, field: 'predecessors', message: 'Predecessor 9 is not a task in the file' },
        { row: 3, field: 'predecessors', message: expect.stringMatching(/^Circular links: /) },
        { row: 5, field: 'start', message: 'Start 2301-01-01 is outside 1900–2200' },
      ]),
    );
  });
});

describe('round trip through the API: export -> import into an empty project -> the same schedule', () => {
  for (const name of SAMPLES) {
    it(`${name}: same tasks, dates, progress, phases, links with types and lags`, async () => {
      const source = await newProject();
      expect((await importFile(admin, { projectId: source, fileName: name, content: sample(name) })).status).toBe(201);
      const exported = await exportedMspdi(admin, source);
      expect(comparable(readMspdi(exported))).toEqual(comparable(readMspdi(sample(name))));
      const empty = await newProject();
      const res = await importFile(admin, { projectId: empty, fileName: 'exported.xml', content: exported });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(comparable(readMspdi(await exportedMspdi(admin, empty)))).toEqual(comparable(readMspdi(exported)));
    });
  }
});

describe("the file's calendar goes into the project's working days (docs/requirements.md#working-day-calendar)", () => {
  const SIX_DAYS = 'six-day-calendar.xml';
  const calendarOf = async (projectId: string) =>
    (await call<ProjectCalendar>(`/api/projects/${projectId}/calendar`, { token: admin })).body;

  it('a preview counts the days off and writes none; the import writes them, named; export and import again keep them', async () => {
    const source = await newProject();
    const preview = await importFile(admin, {
      projectId: source,
      fileName: SIX_DAYS,
      content: sample(SIX_DAYS),
      query: 'preview=true',
    });
    expect(preview.body).toMatchObject({ status: 'preview', daysOff: 10, workingWeekdays: [1, 2, 3, 4, 5, 6] });
    expect(await calendarOf(source)).toEqual({ workingWeekdays: [1, 2, 3, 4, 5], daysOff: [] });

    // A day off of the project's own stays, with its name, beside the file's.
    const own = { workingWeekdays: [1, 2, 3, 4, 5], daysOff: [{ date: '2027-07-01', name: 'Dominion Day' }] };
    expect((await call(`/api/projects/${source}/calendar`, { method: 'PUT', token: admin, body: own })).status).toBe(
      200,
    );
    const res = await importFile(admin, { projectId: source, fileName: SIX_DAYS, content: sample(SIX_DAYS) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const read = readMspdi(sample(SIX_DAYS));
    const imported = await calendarOf(source);
    expect(imported.workingWeekdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(imported.daysOff.map((d) => d.date)).toEqual(read.daysOff);
    expect(imported.daysOff.find((d) => d.date === '2027-07-01')?.name).toBe('Dominion Day');
    expect(imported.daysOff.find((d) => d.date === '2028-09-04')?.name).toBe('Labour Day');

    const exported = readMspdi(await exportedMspdi(admin, source));
    expect([exported.workingWeekdays, exported.daysOff]).toEqual([[1, 2, 3, 4, 5, 6], read.daysOff]);
    const empty = await newProject();
    const again = await importFile(admin, {
      projectId: empty,
      fileName: 'exported.xml',
      content: await exportedMspdi(admin, source),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(await calendarOf(empty)).toEqual(imported);
  });

  it("more than 500 days off with the project's own: a 400 naming the count, and nothing written", async () => {
    const projectId = await newProject();
    const full = {
      workingWeekdays: [1, 2, 3, 4, 5],
      daysOff: Array.from({ length: 495 }, (_, i) => ({ date: addDaysToDateKey('2030-01-01', i), name: 'Off' })),
    };
    expect(
      (await call(`/api/projects/${projectId}/calendar`, { method: 'PUT', token: admin, body: full })).status,
    ).toBe(200);
    const res = await importFile(admin, { projectId, fileName: SIX_DAYS, content: sample(SIX_DAYS) });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error:
          "The file's calendar brings 10 days off; with the project's own that is 505, and a project's calendar holds at most 500",
      },
    });
    expect(await calendarOf(projectId)).toEqual(full);
    expect(await constructionTasks(projectId)).toEqual([]);
  });
});
