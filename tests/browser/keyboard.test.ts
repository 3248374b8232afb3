/**
 * Every step of a day's jobs by keyboard only (issue 22, accessibility), with Tab, Enter, Space and typing, no
 * click: sign in, open a project, upload a file and share it; add a task on the schedule and open Edit Task on
 * its bar. The native file chooser, which the page cannot draw, is answered through Playwright once the
 * keyboard has opened it. On every new page focus is on its main heading and the title is announced (issue 22,
 * routes and layout). The Gantt chart's own keys (arrows, Delete) are tested in gantt-keyboard.test.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import type { Project } from '../../shared/models.ts';
import { torontoDateKey } from '../../shared/time.ts';
import { asAdmin, createProject } from '../support/api.ts';
import { browserPerTest, openInProject, webUrl } from '../support/browser.ts';
import { createFolder, uploadSmall } from '../support/documents.ts';

const session = browserPerTest();
let project: Project;
let folderId = '';
const FOLDER = 'Keyboard drawings';
const FILE = 'K-101 Keyboard Plan.pdf';

beforeAll(async () => {
  project = await createProject(`Keyboard Court ${Date.now()}`);
  folderId = (await createFolder(await asAdmin(), { name: FOLDER, module: 'plan', projectId: project._id }))._id;
});

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus; fails when it is not reached in `most` presses. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < most; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `${target} reached by Tab`).toBe(true);
}

/** After a route change: focus on the new page's main heading, and its title in the polite live region. */
async function expectNewPage(page: Page, heading: string | RegExp): Promise<void> {
  const h1 = page.locator('main h1', { hasText: heading });
  await h1.waitFor();
  await expect.poll(() => isFocused(h1)).toBe(true);
  const announcer = page.getByTestId('route-announcer');
  expect(await announcer.getAttribute('aria-live')).toBe('polite');
  await expect.poll(() => announcer.textContent()).toBe(await page.title());
}

/** Signs in with the keyboard alone from the login page and waits for the home page. */
async function signInByKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByLabel('User Name'));
  await page.keyboard.type(inject('adminEmail'));
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(inject('adminPassword'));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/app_home');
  await expectNewPage(page, /^Welcome/);
}

/** Whether the focus is on (or inside) the chart bar named `name`. */
const barFocused = (page: Page, name: string) =>
  page.evaluate(
    (wanted) =>
      document.activeElement?.closest('[data-testid="gantt"] .bar > g')?.querySelector('text')?.textContent === wanted,
    name,
  );

describe('keyboard only', () => {
  it('signs in, opens a project, uploads a file and shares it', async () => {
    const { page } = session;
    await page.goto(webUrl('/'));
    await page.getByLabel('User Name').waitFor();

    // The first tab stop is the skip link.
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);

    await signInByKeyboard(page);

    // After a page load, "Skip to content" is again the first tab stop and leads past the navigation to the heading.
    await page.reload();
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.locator('main h1'))).toBe(true);

    await tabTo(page, page.getByRole('button', { name: /^Plan File/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/select_project?type=planfile');
    await expectNewPage(page, 'Select a Project');

    await tabTo(page, page.getByRole('button', { name: new RegExp(project.name) }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/planfile_page');
    await expectNewPage(page, project.name);

    await tabTo(page, page.getByRole('button', { name: new RegExp(FOLDER) }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/planfile_page');
    await expectNewPage(page, FOLDER);

    await tabTo(page, page.getByRole('button', { name: `Upload File to ${FOLDER}` }));
    await page.keyboard.press('Enter');
    const upload = page.getByRole('dialog', { name: `Upload File to ${FOLDER}` });
    await upload.waitFor();
    // Waiting for the chooser turns on Chromium's file-chooser interception, a round trip of its own: started
    // together with the key press, a loaded machine could deliver the key first (CI of 4482fed timed out here).
    const chooserShown = page.waitForEvent('filechooser');
    await tabTo(page, upload.getByLabel('Select File'));
    await page.keyboard.press('Space');
    const chooser = await chooserShown;
    await chooser.setFiles({ name: FILE, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 keyboard') });
    await tabTo(page, upload.getByLabel('Author'));
    await page.keyboard.type('Keyboard Tester');
    await tabTo(page, upload.getByRole('button', { name: 'Upload File' }));
    await page.keyboard.press('Enter');
    await upload.getByText('File uploaded successfully!').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await upload.waitFor({ state: 'hidden' });

    await tabTo(page, page.getByRole('button', { name: `Temporary link for ${FILE}` }));
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Temporary Link' });
    await share.waitFor();
    await tabTo(page, share.getByRole('button', { name: 'Create link' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => share.getByTestId('share-link').inputValue())
      .toMatch(/^http:\/\/localhost:\d+\/api\/shared\//);
  });

  it('adds a task on the construction schedule and opens Edit Task on its bar', async () => {
    const { page } = session;
    await page.goto(webUrl('/'));
    await signInByKeyboard(page);
    await tabTo(page, page.getByRole('button', { name: /^Construction/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/select_project?type=construction');
    await expectNewPage(page, 'Select a Project');
    await tabTo(page, page.getByRole('button', { name: new RegExp(project.name) }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/construction_page/${project._id}`);

    // A date field takes the digits of its segments in the browser's order (month, day, year here).
    const [year, month, day] = torontoDateKey(new Date()).split('-');
    const form = page.getByRole('form', { name: 'Add task' });
    await tabTo(page, form.getByLabel('Task Name'));
    await page.keyboard.type('Keyboard footings');
    await tabTo(page, form.getByLabel('Start Date'));
    await page.keyboard.type(`${month}${day}${year}`);
    await tabTo(page, form.getByLabel('End Date'));
    await page.keyboard.type(`${month}${day}${year}`);
    await tabTo(page, form.getByRole('button', { name: 'Add Task' }));
    await page.keyboard.press('Enter');
    await form.getByText('Task "Keyboard footings" added successfully').waitFor();

    // Tab reaches the new task's bar (the chart is one tab stop), and Enter opens Edit Task for it.
    await page.locator('[data-testid="gantt"] .bar > g', { hasText: 'Keyboard footings' }).waitFor();
    for (let presses = 0; presses < 60 && !(await barFocused(page, 'Keyboard footings')); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await barFocused(page, 'Keyboard footings')).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Keyboard footings');
    expect(await dialog.getByLabel('Start Date').inputValue()).toBe(`${year}-${month}-${day}`);
  });

  it('the PDF frame is a tab stop: arrows pan a zoomed sheet and turn an unzoomed one', async () => {
    const { page } = session;
    const sheets = await uploadSmall(await asAdmin(), {
      module: 'plan',
      projectId: project._id,
      folderId,
      fileName: 'K-200 Two Sheets.pdf',
      content: new Uint8Array(demoDrawingSet('Two sheets', 'K-200', 2)),
      contentType: 'application/pdf',
    });
    const admin = { email: inject('adminEmail'), password: inject('adminPassword') };
    await openInProject(page, admin, project, `/view_file/plan/${sheets._id}`);
    await page.locator('.pdf-page canvas').waitFor();
    const frame = page.getByRole('region', { name: /^K-200 Two Sheets\.pdf, page/ });
    const pageNumber = page.getByLabel('Page number');
    const scroll = () => frame.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }));

    const zoom = page.getByTestId('pdf-zoom');
    const fit = await zoom.textContent();
    await tabTo(page, page.getByRole('button', { name: 'Zoom in' }));
    for (let step = 0; step < 3; step++) await page.keyboard.press('Enter');
    await expect.poll(() => zoom.textContent()).not.toBe(fit);
    await page.locator('.pdf-page canvas').waitFor();

    await tabTo(page, frame);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await scroll()).left).toBeGreaterThan(0);
    expect((await scroll()).top).toBeGreaterThan(0);
    expect(await pageNumber.inputValue()).toBe('1');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await scroll()).left).toBe(0);
    expect(await pageNumber.inputValue()).toBe('1');

    // Fit to width: the arrows turn the pages again.
    await tabTo(page, page.getByRole('button', { name: 'Fit to width' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => zoom.textContent()).toBe(fit);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pageNumber.inputValue()).toBe('2');
  });
});
