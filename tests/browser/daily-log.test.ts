/**
 * The daily site log in Chromium (docs/requirements.md#daily-site-log), on a phone and on a desktop: a site
 * user writes today's log (a field refused at its place first) with the day's site-report note joined, a pm
 * signs it off from the side navigation's Daily Log, the log reads only, and the pm reopens it with a reason
 * that shows in its history, then exports the week as a PDF and reads it back. No native dialogs, no sideways
 * scrolling.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import { addDaysToDateKey, torontoDateKey } from '../../shared/time.ts';
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
