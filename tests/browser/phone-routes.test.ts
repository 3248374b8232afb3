/**
 * B8: every route of the route table at 375 px, with real content, must not scroll sideways. Wide
 * content (tables, the Gantt) may scroll inside its own frame; the page itself may not.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import type { Project } from '../../shared/models.ts';
import type { Module } from '../../shared/roles.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { asAdmin, call, createProject } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, openInProject, webUrl } from '../support/browser.ts';
import { createFolder, uploadSmall } from '../support/documents.ts';

const session = browserPerTest({ width: 375, height: 740 });

let project: Project;
const folders = {} as Record<Module, string>;
let planFile = '';
let taskId = '';

beforeAll(async () => {
  const admin = await asAdmin();
  project = await createProject(`Riverside Tower Phase 2 — Parking Structure and Podium ${Date.now()}`);
  for (const module of ['plan', 'marketing', 'construction'] as Module[]) {
    const folder = await createFolder(admin, {
      name: `Structural Drawings Issued For Construction (${module})`,
      module,
      projectId: project._id,
    });
    folders[module] = folder._id;
  }
  const file = await uploadSmall(admin, {
    module: 'plan',
    projectId: project._id,
    folderId: folders.plan,
    fileName: 'S-201 Level P1 Slab Reinforcement Plan Revision C Issued For Construction.pdf',
    content: new Uint8Array(demoDrawingSet('Level P1 slab', 'S-201', 2)),
    contentType: 'application/pdf',
  });
  planFile = file._id;
  const task = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: admin,
    body: {
      projectId: project._id,
      task_name: 'Formwork, rebar and pour of the level P1 slab between gridlines A-F',
      schedule_start: '2026-11-16',
      schedule_finish: '2026-11-27',
    },
  });
  taskId = task.body._id;
}, 60_000);

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await openInProject(page, { email: inject('adminEmail'), password: inject('adminPassword') }, project, path);
  await page.waitForLoadState('networkidle');
  // A lazy route's first load under a full run can outlast expect.poll's one-second default.
  await expect.poll(() => page.getByText('Loading...', { exact: true }).count(), { timeout: 10_000 }).toBe(0);
}

const routes: [string, () => string][] = [
  ['/privacy', () => '/privacy'],
  ['/app_home', () => '/app_home'],
  ['/select_project?type=construction', () => '/select_project?type=construction'],
  ['/site_select_project', () => '/site_select_project'],
  ['/construction_page/{projectId}', () => `/construction_page/${project._id}`],
  ['/monitor/{projectId}', () => `/monitor/${project._id}`],
  ['/site_report/{taskId}?projectId', () => `/site_report/${taskId}?projectId=${project._id}`],
  ['/construction_tasks_images/{taskId}', () => `/construction_tasks_images/${taskId}`],
  ['/construction_tasks_notes/{taskId}', () => `/construction_tasks_notes/${taskId}`],
  ['/planfile_page', () => '/planfile_page'],
  ['/planfile_page/{parentId}', () => `/planfile_page/${folders.plan}`],
  ['/planfile_list/{folderId}', () => `/planfile_list/${folders.plan}`],
  ['/plan_edit_folder', () => '/plan_edit_folder'],
  ['/plan_upload', () => '/plan_upload'],
  ['/marketing_page', () => '/marketing_page'],
  ['/marketing_folder', () => '/marketing_folder'],
  ['/marketing_upload', () => '/marketing_upload'],
  ['/marketing_edit_folder', () => '/marketing_edit_folder'],
  ['/marketingfile_list/{folderId}', () => `/marketingfile_list/${folders.marketing}`],
  ['/construction_files_folder', () => '/construction_files_folder'],
  ['/construction_edit_folder', () => '/construction_edit_folder'],
  ['/construction_upload', () => '/construction_upload'],
  ['/construction_files/{folderId}', () => `/construction_files/${folders.construction}`],
  ['/view_file/{module}/{fileId}', () => `/view_file/plan/${planFile}`],
  ['/compare_file/{module}/{fileId}', () => `/compare_file/plan/${planFile}`],
];

describe('B8: no route scrolls sideways at 375 px', () => {
  it.each(routes)('B8: %s fits a 375 px screen', async (_route, path) => {
    const { page } = session;
    await openAsAdmin(page, path());
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed';
        })
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    });
    expect({ scrolls: await hasHorizontalScroll(page), overflow }).toMatchObject({ scrolls: false });
  });

  it('the login page fits a 375 px screen', async () => {
    const { page } = session;
    await page.goto(webUrl('/'));
    await page.getByLabel('User Name').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('tables on a phone (issue: screens a construction team can work with, item 3)', () => {
  it.each([
    ['plan', () => `/planfile_list/${folders.plan}`],
    ['construction', () => `/construction_files/${folders.construction}`],
  ] as const)(
    '%s files are cards at 375 px: every action within the screen, nothing scrolls sideways',
    async (_area, path) => {
      const { page } = session;
      await openAsAdmin(page, path());
      const admin = await asAdmin();
      await uploadSmall(admin, {
        module: 'construction',
        projectId: project._id,
        folderId: folders.construction,
        fileName: 'A-501 Wall sections and details.pdf',
        content: new Uint8Array(demoDrawingSet('Wall sections', 'A-501', 1)),
        contentType: 'application/pdf',
      });
      await page.reload();
      const row = page.locator('.file-table tbody tr').first();
      await row.waitFor();
      const outside = await row.evaluate((tr) => {
        const width = document.documentElement.clientWidth;
        return [...tr.querySelectorAll('button, a')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.left < 0 || box.right > width;
          })
          .map((el) => el.textContent?.trim());
      });
      expect(outside).toEqual([]);
      const frame = await page.locator('.file-table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(frame).toBeLessThanOrEqual(1);
      expect(await hasHorizontalScroll(page)).toBe(false);
      // Each value keeps its label, so a card reads without the header row.
      expect(
        await row.locator('td.file-table__size').evaluate((td) => getComputedStyle(td, '::before').content),
      ).toContain('Size');
    },
  );
});

describe('the Monitor table on a phone (item 3)', () => {
  it('each task is a card at 375 px: its note and photos within reach, nothing scrolls sideways', async () => {
    const { page } = session;
    await openAsAdmin(page, `/monitor/${project._id}`);
    const row = page.locator('table.monitor tbody tr').first();
    await row.waitFor();
    const outside = await row.evaluate((tr) => {
      const width = document.documentElement.clientWidth;
      return [...tr.querySelectorAll('button')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left < 0 || box.right > width;
        })
        .map((el) => el.getAttribute('aria-label'));
    });
    expect(outside).toEqual([]);
    const frame = await page.locator('.table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(frame).toBeLessThanOrEqual(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('schedules on a phone (item 2)', () => {
  it.each([
    ['construction', () => `/construction_page/${project._id}`],
    ['marketing', () => '/marketing_page'],
  ])('the %s schedule at 375 px is an agenda; a tap opens the same Edit Task dialog', async (kind, path) => {
    const { page } = session;
    if (kind === 'marketing') {
      const admin = await asAdmin();
      const res = await call('/api/marketing_tasks', {
        method: 'POST',
        token: admin,
        body: {
          projectId: project._id,
          task_name: 'Sales centre signage install',
          start_date: '2026-11-16',
          end_date: '2026-11-27',
        },
      });
      expect(res.status).toBe(201);
    }
    await openAsAdmin(page, path());
    const agenda = page.getByTestId('schedule-agenda');
    await agenda.waitFor();
    for (const title of ['Overdue', 'This week', 'Next week', 'Later']) {
      expect(await agenda.getByRole('heading', { name: new RegExp(`^${title} \\(\\d+\\)$`) }).count()).toBe(1);
    }
    // No bars to squint at: the chart is not drawn on a phone.
    expect(await page.getByTestId('gantt').count()).toBe(0);
    const name =
      kind === 'marketing' ? 'Sales centre signage install' : 'Formwork, rebar and pour of the level P1 slab';
    const item = agenda.getByRole('button', { name: new RegExp(name) });
    expect(await item.textContent()).toContain('16 Nov 2026 to Fri, 27 Nov 2026');
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('End Date').inputValue()).toBe('2026-11-27');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('tables at 1280 px (item 3: no column is clipped)', () => {
  it.each([
    ['plan files', () => `/planfile_list/${folders.plan}`, 'table.file-table'],
    ['monitor', () => `/monitor/${project._id}`, 'table.monitor'],
  ])('%s: every header and cell shows its whole content, the table fits its frame', async (_name, path, table) => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsAdmin(page, path());
    await page.locator(`${table} tbody tr`).first().waitFor();
    const clipped = await page
      .locator(table)
      .evaluate((el) =>
        [...el.querySelectorAll('th, td')]
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent?.trim().slice(0, 40)),
      );
    expect(clipped).toEqual([]);
    const overflow = await page.locator(table).evaluate((el) => {
      const frame = el.parentElement;
      return frame ? frame.scrollWidth - frame.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
