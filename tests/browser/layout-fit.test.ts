/**
 * N11/N16/N20: measured layout. The desktop Monitor shows its last column at 1280 px; on a phone the
 * file-name links and breadcrumbs are 24 px touch targets and the search placeholder is not cut.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { torontoDateKey } from '../../shared/time.ts';
import { asAdmin, call, createProject } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, openInProject } from '../support/browser.ts';
import { DAY } from '../support/dates.ts';
import { createFolder, uploadSmall } from '../support/documents.ts';

const session = browserPerTest();
let project: Project;
let folderId = '';

beforeAll(async () => {
  const admin = await asAdmin();
  project = await createProject(`Harbourfront Tower Phase 2 ${Date.now()}`);
  const parent = await createFolder(admin, { name: 'Structural Drawings', module: 'plan', projectId: project._id });
  const child = await createFolder(admin, {
    name: 'Issued For Construction',
    module: 'plan',
    projectId: project._id,
    parent_id: parent._id,
  });
  folderId = child._id;
  await createFolder(admin, { name: 'Site Photos Archive', module: 'construction', projectId: project._id });
  await uploadSmall(admin, {
    module: 'plan',
    projectId: project._id,
    folderId,
    fileName: 'S-201 Level P1 Slab Reinforcement Plan.pdf',
    content: new Uint8Array(demoDrawingSet('Level P1 slab', 'S-201', 1)),
    contentType: 'application/pdf',
  });
  const today = torontoDateKey(new Date());
  const later = torontoDateKey(new Date(Date.now() + 5 * DAY));
  for (const name of ['Formwork, rebar and pour of the level P1 slab between gridlines A-F', 'Survey']) {
    const task = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: admin,
      body: { projectId: project._id, task_name: name, schedule_start: today, schedule_finish: today },
    });
    expect(task.status).toBe(201);
    // What a real Monitor row holds: a note made today, estimates and a status (the cells N16 saw cut).
    const id = task.body._id;
    const note = await call(`/api/tasks/${id}/note`, {
      method: 'POST',
      token: admin,
      body: { text: 'Rebar inspection passed; pour booked with the ready-mix supplier for 7 am' },
    });
    expect(note.status).toBe(201);
    const update = await call(`/api/tasks/${id}`, {
      method: 'PUT',
      token: admin,
      // Estimated to start and finish later than scheduled: both estimates are marked late.
      body: {
        status: 'working',
        progress: 40,
        inspection_status: 'Scheduled',
        estimate_start: later,
        estimate_finish: later,
      },
    });
    expect(update.status).toBe(200);
  }
}, 90_000);

const openAsAdmin = (page: Page, path: string) =>
  openInProject(page, { email: inject('adminEmail'), password: inject('adminPassword') }, project, path);

describe('N16: the desktop Monitor at 1280 px', () => {
  it('N16: every column, the last one included, is inside the table frame (no sideways scroll)', async () => {
    const { page } = session;
    await openAsAdmin(page, `/monitor/${project._id}`);
    await page.locator('table.monitor tbody tr').first().waitFor();
    const frame = page.locator('.table-scroll');
    const sizes = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    const box = await frame.boundingBox();
    const last = await page.locator('table.monitor thead th').last().boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0) + 0.5,
    );
    // Nor is the frame itself cut by the page: the last column ends inside the window.
    expect((last?.x ?? 0) + (last?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(1280);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('N20: touch targets and the search box at 375 px', () => {
  it('N20: file-name links and breadcrumbs are at least 24 px tall; the search placeholder is not cut', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 740 });
    await openAsAdmin(page, `/planfile_list/${folderId}`);
    const link = page.locator('.file-link').first();
    await link.waitFor();
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
    const crumbs = page.locator('.crumbs__item a, .crumbs__item [aria-current="page"]');
    expect(await crumbs.count()).toBeGreaterThanOrEqual(2);
    for (const crumb of await crumbs.all()) {
      expect((await crumb.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    const placeholder = await page.locator('.project-search__input').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return { text: Number.POSITIVE_INFINITY, room: 0 };
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(placeholder.text).toBeLessThanOrEqual(placeholder.room);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('N11: the folder management table at 1280 px', () => {
  it('N11: the table fills its card (it used 70% of it)', async () => {
    const { page } = session;
    await openAsAdmin(page, '/construction_edit_folder');
    const table = page.locator('table.folder-table');
    await table.waitFor();
    const widths = await table.evaluate((el) => ({
      table: el.getBoundingClientRect().width,
      card: (el.parentElement as HTMLElement).clientWidth,
    }));
    expect(widths.table).toBeGreaterThanOrEqual(widths.card - 1);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
