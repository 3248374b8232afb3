/**
 * The daily site log through the API (docs/requirements.md#daily-site-log): a site user writes today's log,
 * the day's site-report notes and photos of every task join it, a photo hidden from the log stays on its
 * task, a pm signs it off (then it is read-only), reopens it with a reason, and the activity log records each
 * step. Another day and a task in the recycle bin bring nothing in.
 */

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import {
  type DailyLog,
  type ExportStarted,
  type JobStatus,
  LOG_CHANGED,
  LOG_SIGNED,
  type LogDays,
  NOTHING_TO_EXPORT,
} from '../../shared/models/daily-logs.ts';
import type { Project } from '../../shared/models.ts';
import { addDaysToDateKey, torontoDateKey } from '../../shared/time.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { ids, searchUntil } from '../support/search.ts';
import { addConstructionTask, addTaskPhoto } from '../support/tasks.ts';

let project: Project;
let site: TestUser;
let pm: TestUser;
const today = torontoDateKey(new Date());
const logPath = (date = today) => `/api/projects/${project._id}/daily-logs/${date}`;

const LOG = {
  weather: { conditions: 'Light snow', high: 1, low: -4, precipitation: 3, wind: 'NW 20 km/h' },
  crew: [
    { company: 'Northline Concrete', trade: 'Formwork', headcount: 6, hours: 48 },
    { company: 'Bayview Electric', trade: 'Electrical', headcount: 2, hours: 16 },
  ],
  equipment: [{ name: 'Telehandler', quantity: 1, hours: 6 }],
  visitors: [{ name: 'R. Okafor', company: 'City of Toronto', purpose: 'Footing inspection' }],
  deliveries: [{ supplier: 'Dufferin Concrete', description: '12 m³ 32 MPa' }],
  delays: [{ description: 'Pump late 2 h', safety: false, hoursLost: 2 }],
  notes: 'Footings on grid C poured.',
};

beforeAll(async () => {
  project = await createProject();
  site = await createSignedInUser('site', [project._id]);
  pm = await createSignedInUser('pm', [project._id]);
});

describe('daily site log', () => {
  it("writes today's log with the day's notes and photos, signs it off, refuses a change, reopens it", async () => {
    const admin = await asAdmin();
    const footings = await addConstructionTask(admin, project._id, { task_name: 'Pour footings' });
    const binned = await addConstructionTask(admin, project._id, { task_name: 'Old task' });
    for (const [task, text] of [
      [footings._id, 'Grid C done'],
      [binned._id, 'Gone with its task'],
    ] as const) {
      expect(
        (await call(`/api/tasks/${task}/note`, { method: 'POST', token: site.token, body: { text } })).status,
      ).toBe(201);
    }
    await addTaskPhoto(site.token, footings._id, 'grid-c.jpg');
    await addTaskPhoto(site.token, footings._id, 'selfie.jpg');
    expect((await call(`/api/tasks/${binned._id}`, { method: 'DELETE', token: admin })).status).toBe(200);

    const empty = await call<DailyLog>(logPath(), { token: site.token });
    expect([empty.status, empty.body.status, empty.body.crew]).toEqual([200, 'none', []]);
    expect(empty.body.reports.map((r) => [r.taskName, r.text])).toEqual([['Pour footings', 'Grid C done']]);
    expect(empty.body.photos.map((p) => p.filename)).toEqual(['grid-c.jpg', 'selfie.jpg']);

    const hidden = empty.body.photos[1]?.id as string;
    const saved = await call<DailyLog>(logPath(), {
      method: 'PUT',
      token: site.token,
      body: { ...LOG, hiddenPhotos: [hidden] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'draft', crew: LOG.crew, weather: LOG.weather, notes: LOG.notes });
    expect(saved.body.photos.map((p) => p.hidden)).toEqual([false, true]);

    const signed = await call<DailyLog>(`${logPath()}/sign-off`, { method: 'POST', token: pm.token });
    expect(signed.body).toMatchObject({ status: 'signed', signedBy: pm.id });
    const refused = await call(logPath(), { method: 'PUT', token: site.token, body: { notes: 'after sign-off' } });
    expect(refused).toMatchObject({ status: 409, body: { error: LOG_SIGNED } });
    expect((await call(`${logPath()}/sign-off`, { method: 'POST', token: site.token })).status).toBe(403);

    const reopened = await call<DailyLog>(`${logPath()}/reopen`, {
      method: 'POST',
      token: pm.token,
      body: { reason: 'Electrical hours were 14' },
    });
    expect(reopened.body.status).toBe('draft');
    expect(reopened.body.history.map((h) => [h.action, h.reason ?? null])).toEqual([
      ['signed', null],
      ['reopened', 'Electrical hours were 14'],
    ]);
    expect(reopened.body.notes).toBe(LOG.notes);

    const days = await call<LogDays>(
      `/api/projects/${project._id}/daily-logs?from=${addDaysToDateKey(today, -1)}&to=${today}`,
      { token: site.token },
    );
    expect(days.body.days.map((d) => d.status)).toEqual(['none', 'draft']);
    const yesterday = await call<DailyLog>(logPath(addDaysToDateKey(today, -1)), { token: site.token });
    expect([yesterday.body.reports, yesterday.body.photos]).toEqual([[], []]);

    const activity = await call<ActivityPage>(`/api/projects/${project._id}/activity?kind=log.reopened`, {
      token: pm.token,
    });
    expect(activity.body.entries.map((e) => [e.object.name, e.detail])).toEqual([
      [`Daily log ${today}`, 'Electrical hours were 14'],
    ]);
  });

  it('a save written over an older version (basedOn) answers 409 and leaves the newer log as it is', async () => {
    // Outside the week the export test below makes a PDF of.
    const day = logPath(addDaysToDateKey(today, -10));
    const first = await call<DailyLog>(day, { method: 'PUT', token: pm.token, body: { ...LOG, basedOn: null } });
    expect(first.status).toBe(200);
    // The phone wrote over the empty day, but the office saved it first.
    const late = await call(day, {
      method: 'PUT',
      token: site.token,
      body: { notes: 'From the phone', basedOn: null },
    });
    expect(late).toMatchObject({ status: 409, body: { error: LOG_CHANGED } });
    const stale = await call(day, {
      method: 'PUT',
      token: site.token,
      body: { notes: 'From the phone', basedOn: '2020-01-01T00:00:00.000Z' },
    });
    expect(stale.status).toBe(409);
    expect((await call<DailyLog>(day, { token: site.token })).body.notes).toBe(LOG.notes);
    const over = await call<DailyLog>(day, {
      method: 'PUT',
      token: site.token,
      body: { notes: 'From the phone', basedOn: first.body.updatedAt },
    });
    expect([over.status, over.body.notes]).toEqual([200, 'From the phone']);
    expect(over.body).not.toHaveProperty('basedOn');
  });

  it('a consultant reads the log and may not write it', async () => {
    const consultant = await createSignedInUser('consultant', [project._id]);
    expect((await call(logPath(), { token: consultant.token })).status).toBe(200);
    expect((await call(logPath(), { method: 'PUT', token: consultant.token, body: {} })).status).toBe(403);
  });
});

describe('daily log PDF export', () => {
  it('a queued job makes the PDF of the written days; only its requester follows it; an empty range is refused', async () => {
    const yesterday = addDaysToDateKey(today, -1);
    const put = await call(logPath(yesterday), {
      method: 'PUT',
      token: site.token,
      body: { notes: 'Framing level 2' },
    });
    expect(put.status).toBe(200);
    const started = await call<ExportStarted>(`/api/projects/${project._id}/daily-logs/export`, {
      method: 'POST',
      token: pm.token,
      body: { from: addDaysToDateKey(today, -6), to: today },
    });
    expect(started.status).toBe(202);
    const jobPath = `/api/jobs/${started.body.jobId}`;
    await expect
      .poll(async () => (await call<JobStatus>(jobPath, { token: pm.token })).body.status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('done');
    const job = await call<JobStatus>(jobPath, { token: pm.token });
    expect(job.body.progress).toBe(100);
    const download = await fetch(job.body.url as string);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('Daily logs');
    const pdf = await getDocument({ data: new Uint8Array(await download.arrayBuffer()), verbosity: 0 }).promise;
    const text: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    // Two written days (yesterday's and today's, the second one reopened), each on its own page.
    expect(text.join(' ')).toContain('Framing level 2');
    expect(text.join(' ')).toContain('Reason: Electrical hours were 14');
    expect(text.filter((page) => page.includes('Daily log - ')).length).toBe(2);

    expect((await call(jobPath, { token: site.token })).status).toBe(404);
    expect((await call(jobPath, { token: await asAdmin() })).status).toBe(200);
    const empty = await call(`/api/projects/${project._id}/daily-logs/export`, {
      method: 'POST',
      token: pm.token,
      body: { from: '2026-01-05', to: '2026-01-09' },
    });
    expect(empty).toMatchObject({ status: 409, body: { error: NOTHING_TO_EXPORT } });
    const tooLong = await call(`/api/projects/${project._id}/daily-logs/export`, {
      method: 'POST',
      token: pm.token,
      body: { from: '2026-01-01', to: '2026-06-30' },
    });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'A range can cover at most 92 days' } });
  }, 90_000);

  it('CI-S2: a log saved with no weather does not stop the search index', async () => {
    const admin = await asAdmin();
    const other = await createProject();
    const yesterday = addDaysToDateKey(today, -1);
    // Saved with no weather: an empty map, which DynamoDB Local's stream sends without its type.
    const saved = await call<DailyLog>(`/api/projects/${other._id}/daily-logs/${yesterday}`, {
      method: 'PUT',
      token: admin,
      body: { notes: 'Quiet day' },
    });
    expect([saved.status, saved.body.weather]).toEqual([200, {}]);
    const task = await addConstructionTask(admin, other._id, { task_name: 'Waterproof planter' });
    const found = await searchUntil(admin, other._id, 'planter', (r) => ids(r).includes(task._id));
    expect(ids(found)).toContain(task._id);
  });
});
