/**
 * The daily site log in Chromium (docs/requirements.md#daily-site-log), on a phone and on a desktop: a site
 * user writes today's log (a field refused at its place first) with the day's site-report note joined, a pm
 * signs it off from the side navigation's Daily Log, the log reads only, and the pm reopens it with a reason
 * that shows in its history, then exports the week as a PDF and reads it back. On a phone without a connection
 * the log waits in the outbox and goes when the connection returns; one written over a version saved meanwhile
 * is refused with the server's reason and kept until the person saves it again. No native dialogs, no sideways
 * scrolling.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyLog } from '../../shared/models/daily-logs.ts';
import type { Project } from '../../shared/models.ts';
import { addDaysToDateKey, torontoDateKey } from '../../shared/time.ts';
import { dayTitle } from '../../web/src/features/daily-log/utils/month.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  browserPerTest,
  hasHorizontalScroll,
  nextToast,
  openInProject,
  recordNativeDialogs,
} from '../support/browser.ts';
import { addConstructionTask } from '../support/tasks.ts';

describe.each([
  { label: 'phone', viewport: { width: 375, height: 800 } },
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
])('the daily log on a $label', ({ viewport }) => {
  const session = browserPerTest(viewport);
  let project: Project;
  let site: TestUser;
  let pm: TestUser;
  const today = torontoDateKey(new Date());

  beforeAll(async () => {
    project = await createProject(`Daily log ${viewport.width} ${Date.now()}`);
    site = await createSignedInUser('site', [project._id]);
    pm = await createSignedInUser('pm', [project._id]);
    const task = await addConstructionTask(pm.token, project._id, { task_name: 'Pour footings' });
    const note = await call(`/api/tasks/${task._id}/note`, {
      method: 'POST',
      token: site.token,
      body: { text: 'Grid C poured' },
    });
    expect(note.status).toBe(201);
  });

  it('a site user writes the log, a pm signs it off and reopens it with a reason', async () => {
    const { page } = session;
    const native = recordNativeDialogs(page);
    await openInProject(page, site, project, `/daily_log/${project._id}`, '/site_select_project');
    await page.getByRole('heading', { level: 1, name: 'Daily Log' }).waitFor();
    const form = page.getByRole('form', { name: 'Daily log' });
    await form.getByLabel('Conditions').fill('Light snow');
    await form.getByLabel('High (°C)').fill('1');
    await form.getByLabel('Low (°C)').fill('-4');
    await form.getByRole('button', { name: 'Add crew' }).click();
    await form.getByLabel('Company (row 1)').fill('Northline Concrete');
    await form.getByLabel('Trade (row 1)').fill('Formwork');
    await form.getByLabel('Headcount (row 1)').fill('6');
    await form.getByRole('button', { name: 'Save log' }).click();
    // Hours left blank: refused at the field, nothing sent.
    await form.getByText('Hours must be a number from 0 to 99999').waitFor();
    expect(await form.getByLabel('Hours (row 1)').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Hours (row 1)').fill('48');
    await form.getByRole('button', { name: 'Add delay or incident' }).click();
    await form.getByLabel('Delay or incident (row 1)').fill('Pump arrived 2 h late');
    await form.getByLabel('General notes').fill('Footings on grid C poured.');
    await form.getByRole('button', { name: 'Save log' }).click();
    expect(await nextToast(page, 'Daily log saved')).toBe('Daily log saved');
    await page.getByText('Grid C poured').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.context().clearCookies();
    await openInProject(page, pm, project, '/app_home');
    await page.getByRole('link', { name: 'Daily Log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Daily Log' }).waitFor();
    await page.getByRole('button', { name: 'Sign off' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(/It becomes read-only/).waitFor();
    await confirm.getByRole('button', { name: 'Sign off' }).click();
    expect(await nextToast(page, 'Daily log signed off')).toBe('Daily log signed off');
    await page.getByText(/Signed off by/).waitFor();
    expect(await page.getByRole('form', { name: 'Daily log' }).count()).toBe(0);
    await page.getByText('Northline Concrete · Formwork · 6 people · 48 h').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('button', { name: 'Reopen' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen the daily log' });
    await reopen.getByLabel('Reason').fill('Crew hours were 42');
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    expect(await nextToast(page, 'Daily log reopened')).toBe('Daily log reopened');
    await page.getByText(/Reopened · .* · Reason: Crew hours were 42/).waitFor();
    await page.getByRole('form', { name: 'Daily log' }).waitFor();

    // A week as a PDF, made by the queued job; the link downloads it, and it reads back.
    const exporter = page.getByRole('form', { name: 'Export PDF' });
    await exporter.getByLabel('From').fill(addDaysToDateKey(today, -6));
    await exporter.getByLabel('To').fill(today);
    await exporter.getByRole('button', { name: 'Export PDF' }).click();
    const link = page.getByRole('link', { name: 'Download PDF' });
    await link.waitFor({ timeout: 60_000 });
    const pdf = await getDocument({
      data: new Uint8Array(await (await fetch((await link.getAttribute('href')) as string)).arrayBuffer()),
      verbosity: 0,
    }).promise;
    const text: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    expect(text.join(' ')).toContain('Northline Concrete · Formwork · 6 people · 48 h');
    expect(text.join(' ')).toContain('Reason: Crew hours were 42');
    expect(text.at(-1)).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(native).toEqual([]);
  });
});

describe('the daily log on a phone without a connection', () => {
  const session = browserPerTest({ width: 375, height: 800 }, { isMobile: true, hasTouch: true });
  let project: Project;
  let site: TestUser;
  let pm: TestUser;
  const today = torontoDateKey(new Date());
  const onServer = async (date = today) =>
    (await call<DailyLog>(`/api/projects/${project._id}/daily-logs/${date}`, { token: pm.token })).body;

  beforeAll(async () => {
    project = await createProject(`Daily log offline ${Date.now()}`);
    site = await createSignedInUser('site', [project._id]);
    pm = await createSignedInUser('pm', [project._id]);
  });

  it('keeps a log saved offline in the outbox, sends it when the connection returns, and it reads back', async () => {
    const { page, context } = session;
    const native = recordNativeDialogs(page);
    await openInProject(page, site, project, `/daily_log/${project._id}`, '/site_select_project');
    const form = page.getByRole('form', { name: 'Daily log' });
    await form.getByLabel('Conditions').waitFor();

    await context.setOffline(true);
    await page
      .getByText('You are offline. A daily log you save is kept on this phone and sent when the connection returns.')
      .waitFor();
    await form.getByLabel('Conditions').fill('Freezing rain');
    await form.getByRole('button', { name: 'Add crew' }).click();
    await form.getByLabel('Company (row 1)').fill('Harbour Masonry');
    await form.getByLabel('Trade (row 1)').fill('Masonry');
    await form.getByLabel('Headcount (row 1)').fill('4');
    await form.getByLabel('Hours (row 1)').fill('30');
    await form.getByLabel('General notes').fill('Written without a signal.');
    await form.getByRole('button', { name: 'Save log' }).click();
    expect(await nextToast(page, 'No connection')).toBe(
      'No connection: the log is kept on this phone and will be sent when the connection returns.',
    );
    await page.getByRole('heading', { name: 'Waiting to send' }).waitFor();
    await page.getByText('Kept on this phone. It is sent by itself when the connection returns.').waitFor();
    expect(await form.getByLabel('General notes').inputValue()).toBe('Written without a signal.');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect((await onServer()).status).toBe('none');

    await context.setOffline(false);
    expect(await nextToast(page, 'Daily log saved')).toBe('Daily log saved');
    await page.getByRole('heading', { name: 'Waiting to send' }).waitFor({ state: 'detached' });
    const sent = await onServer();
    expect([sent.status, sent.notes, sent.weather.conditions]).toEqual([
      'draft',
      'Written without a signal.',
      'Freezing rain',
    ]);
    expect(sent.crew).toEqual([{ company: 'Harbour Masonry', trade: 'Masonry', headcount: 4, hours: 30 }]);

    await page.reload();
    await page.getByText(/Draft, last saved by Test site/).waitFor();
    expect(await form.getByLabel('General notes').inputValue()).toBe('Written without a signal.');
    expect(await form.getByLabel('Company (row 1)').inputValue()).toBe('Harbour Masonry');
    expect(native).toEqual([]);
  });

  it('DL1: a day opened without a connection shows a log to write, kept on the phone and sent when the connection returns', async () => {
    const { page, context } = session;
    const native = recordNativeDialogs(page);
    // Two days of one month that no other test writes: the first is opened online, the second only offline.
    const twoBack = addDaysToDateKey(today, -2);
    const first = twoBack.endsWith('-01') ? addDaysToDateKey(twoBack, -2) : twoBack;
    const day = addDaysToDateKey(first, -1);
    await openInProject(page, site, project, `/daily_log/${project._id}?date=${first}`, '/site_select_project');
    const form = page.getByRole('form', { name: 'Daily log' });
    await form.getByLabel('General notes').waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: new RegExp(`^${dayTitle(day)}:`) }).click();
    await page.getByRole('heading', { name: dayTitle(day) }).waitFor();
    await page
      .getByText("No connection: this day's log could not be loaded. A log you save is kept on this phone", {
        exact: false,
      })
      .waitFor();
    await form.getByLabel('General notes').fill('Opened without a signal.');
    await form.getByRole('button', { name: 'Save log' }).click();
    expect(await nextToast(page, 'No connection')).toBe(
      'No connection: the log is kept on this phone and will be sent when the connection returns.',
    );
    await page.getByRole('heading', { name: 'Waiting to send' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect((await onServer(day)).status).toBe('none');

    await context.setOffline(false);
    expect(await nextToast(page, 'Daily log saved')).toBe('Daily log saved');
    await page.getByRole('heading', { name: 'Waiting to send' }).waitFor({ state: 'detached' });
    const sent = await onServer(day);
    expect([sent.status, sent.notes]).toEqual(['draft', 'Opened without a signal.']);
    await page.getByText(/Draft, last saved by Test site/).waitFor();
    expect(await form.getByLabel('General notes').inputValue()).toBe('Opened without a signal.');
    expect(native).toEqual([]);
  });

  it('a log written over a version saved meanwhile is refused with the reason and kept until saved again', async () => {
    const { page, context } = session;
    const native = recordNativeDialogs(page);
    const day = addDaysToDateKey(today, -1);
    await openInProject(page, site, project, `/daily_log/${project._id}?date=${day}`, '/site_select_project');
    const form = page.getByRole('form', { name: 'Daily log' });
    await page.getByText('No log was written for this day').waitFor();

    await context.setOffline(true);
    await form.getByLabel('General notes').fill('From the phone.');
    await form.getByRole('button', { name: 'Save log' }).click();
    await page.getByRole('heading', { name: 'Waiting to send' }).waitFor();
    // Meanwhile the office saves the same day.
    const office = await call(`/api/projects/${project._id}/daily-logs/${day}`, {
      method: 'PUT',
      token: pm.token,
      body: { notes: 'From the office.' },
    });
    expect(office.status).toBe(200);

    await context.setOffline(false);
    const refused = 'This daily log was changed by someone else meanwhile. Reload it and try again.';
    expect(await nextToast(page, 'was not sent')).toBe(`The daily log was not sent: ${refused}`);
    await page.getByText(`Not sent: ${refused}`, { exact: true }).waitFor();
    await page.getByText(/Draft, last saved by Test pm/).waitFor();
    expect(await form.getByLabel('General notes').inputValue()).toBe('From the phone.');
    expect((await onServer(day)).notes).toBe('From the office.');
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The person decides: saved again, it goes over the version they were shown.
    await form.getByRole('button', { name: 'Save log' }).click();
    expect(await nextToast(page, 'Daily log saved')).toBe('Daily log saved');
    await page.getByText(`Not sent: ${refused}`, { exact: true }).waitFor({ state: 'detached' });
    expect((await onServer(day)).notes).toBe('From the phone.');
    expect(native).toEqual([]);
  });
});
