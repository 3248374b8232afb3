import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPhoto } from '../../local/seed/png.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask, TaskWithActivity } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  browserPerTest,
  hasHorizontalScroll,
  nextToast,
  recordNativeDialogs,
  signIn,
  webUrl,
} from '../support/browser.ts';
import { addSiteTask, openSiteReport } from '../support/site-report.ts';

const chromium = browserPerTest({ width: 375, height: 740 }, { isMobile: true, hasTouch: true });
let page: Page;
let project: Project;
let site: TestUser;

beforeAll(async () => {
  project = await createProject();
  site = await createSignedInUser('site', [project._id]);
});
beforeEach(() => {
  page = chromium.page;
});

const addTask = (name: string) => addSiteTask(project, name);
const openReport = () => openSiteReport(page, site, project);

describe('site report on a phone', () => {
  it('sends status, progress, inspection, estimates, a note and two photos, each with its progress bar', async () => {
    const task = await addTask('Frame second floor');
    await openReport();
    await page.getByLabel('Select Task').selectOption({ label: 'Frame second floor' });
    await page.waitForURL(`**/site_report/${task._id}?projectId=${project._id}`);

    // The report defaults of a task nobody reported on yet.
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('not ready');
    expect(await page.getByLabel('Inspection Status').inputValue()).toBe('TBD');
    expect(await page.getByLabel('Inspection Date').count()).toBe(0);

    await page.getByLabel('Status', { exact: true }).selectOption('working');
    await page.getByLabel('Progress %').fill('45');
    await page.getByLabel('Note', { exact: true }).fill('Second floor joists in, sheathing tomorrow.');
    await page.getByLabel('Inspection Status').selectOption('Scheduled');
    await page.getByLabel('Inspection Date').fill('2026-06-05');
    await page.getByLabel('Estimate Start Date').fill('2026-06-02');
    await page.getByLabel('Estimate Finish Date').fill('2026-06-14');

    // Two photos and a PDF: the PDF is dropped, and the page says so.
    await page.getByLabel('Upload Images').setInputFiles([
      { name: 'joists.png', mimeType: 'image/png', buffer: demoPhoto(1, 48, 36) },
      { name: 'stairs.png', mimeType: 'image/png', buffer: demoPhoto(2, 48, 36) },
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    await page.getByText('This file was not added: plan.pdf (not an image).').waitFor();
    const chosen = page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
    expect(await chosen.allTextContents()).toEqual([
      expect.stringContaining('joists.png'),
      expect.stringContaining('stairs.png'),
    ]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    const button = page.getByRole('button', { name: 'Update Task' });
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    // Hold the photos on their way to storage, to see one progress bar per photo.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.includes(`/tasks/${project._id}/${task._id}/`),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // Feedback: the success is the app's toast, and the page is not reloaded (nothing typed is lost).
    const nativeDialogs = recordNativeDialogs(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await button.click();
    await page.getByRole('progressbar', { name: 'Upload of joists.png' }).waitFor();
    await page.getByRole('progressbar', { name: 'Upload of stairs.png' }).waitFor();
    release();
    expect(await nextToast(page, 'Task updated successfully!')).toBe('Task updated successfully!');
    expect(nativeDialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/site_report/${task._id}`);
    // The report starts afresh: no photos waiting.
    expect(await page.getByRole('progressbar').count()).toBe(0);

    const saved = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: site.token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'working',
      progress: 45,
      inspection_status: 'Scheduled',
      inspection_schedule_date: '2026-06-05T04:00:00.000Z',
      estimate_start: '2026-06-02T04:00:00.000Z',
      estimate_finish: '2026-06-14T04:00:00.000Z',
    });
    expect(saved.body.notes.map((n) => [n.text, n.user_id])).toEqual([
      ['Second floor joists in, sheathing tomorrow.', site.id],
    ]);
    // Numbered in the order they were picked (the list answers newest first).
    expect(saved.body.images.map((i) => [i.index, i.filename])).toEqual([
      [1, 'stairs.png'],
      [0, 'joists.png'],
    ]);
    for (const image of saved.body.images) {
      expect(image.size).toBe(demoPhoto(image.filename === 'joists.png' ? 1 : 2, 48, 36).length);
      // The browser made a JPEG thumbnail for each.
      expect(image.thumbnail_url).toContain('.thumbnail.jpg');
      const thumb = await fetch(image.thumbnail_url);
      expect(thumb.headers.get('content-type')).toBe('image/jpeg');
      expect(
        Buffer.from(await thumb.arrayBuffer())
          .subarray(0, 2)
          .toString('hex'),
      ).toBe('ffd8');
    }
    // The form shows what was saved, and the note field is empty again.
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('working');
    expect(await page.getByLabel('Progress %').inputValue()).toBe('45');
    expect(await page.getByLabel('Note', { exact: true }).inputValue()).toBe('');
  });

  it('refuses a progress above 100 without sending, and says "Update failed" when the server refuses', async () => {
    const task = await addTask('Roof trusses');
    await openReport();
    await page.getByRole('button', { name: 'Update Task' }).click();
    await page.getByText('Please select a task.').waitFor();
    await page.getByLabel('Select Task').selectOption({ label: 'Roof trusses' });
    await page.getByLabel('Progress %').fill('120');
    await page.getByRole('button', { name: 'Update Task' }).click();
    await page.getByText('Progress must be a whole number from 0 to 100').waitFor();

    await page.getByLabel('Progress %').fill('20');
    await page.route(`**/api/tasks/${task._id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Storage is down"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Update Task' }).click();
    await page.getByText('Update failed: Storage is down').waitFor();
    const stored = await call<ConstructionTask>(`/api/tasks/${task._id}`, { token: site.token });
    expect(stored.body.progress).toBe(0);
  });

  it('sends a visitor without a projectId to the site project picker', async () => {
    await signIn(page, site.email, site.password);
    await page.waitForURL('**/site_select_project');
    await page.goto(webUrl('/site_report'));
    await page.waitForURL('**/site_select_project');
  });

  it('B11: a progress error goes away once the value is corrected', async () => {
    await addTask('Insulate attic');
    await openReport();
    await page.getByLabel('Select Task').selectOption({ label: 'Insulate attic' });
    await page.getByLabel('Progress %').fill('150');
    await page.getByRole('button', { name: 'Update Task' }).click();
    const message = page.getByText('Progress must be a whole number from 0 to 100');
    await message.waitFor();
    await page.getByLabel('Progress %').fill('15');
    await message.waitFor({ state: 'detached', timeout: 5_000 });
    // Still wrong: the error comes back at once.
    await page.getByLabel('Progress %').fill('101');
    await message.waitFor({ timeout: 5_000 });
  });
});
