/**
 * The first screenful first (docs/requirements.md#the-first-screenful-first): while the whole task list is
 * held back, a schedule of more than 60 tasks draws its first 60 (in the chart's order) read-only and says
 * the rest is loading; once the list arrives the chart has every task, and a planner can change it again.
 * Behaviour only: tests never assert on time (bench/gantt-render.ts measures it).
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import { asAdmin, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, openConstructionSchedule } from '../support/browser.ts';
import { csv, importFile } from '../support/schedule-files.ts';

const chromium = browserPerTest();
let page: Page;
beforeEach(() => {
  page = chromium.page;
});

const COUNT = 75;
const FIRST_PAGE = 60;
const LOADING_REST = 'Loading the rest of the schedule...';

let project: Project;
let pm: TestUser;

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  // One a day, five days long (a one-day bar has no date handles: it only moves), in file order: the
  // import gives them ids in that order, the chart's order.
  const day = (n: number) => new Date(Date.UTC(2026, 2, 2 + n)).toISOString().slice(0, 10);
  const rows = Array.from(
    { length: COUNT },
    (_, i) => `${i + 1},Activity ${String(i + 1).padStart(2, '0')},${day(i)},${day(i + 4)},0,,,,task`,
  );
  const imported = await importFile(await asAdmin(), {
    projectId: project._id,
    fileName: 'first-screenful.csv',
    content: csv(...rows),
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
});

const chart = (count: number) => page.locator(`[data-testid="gantt"][data-task-count="${count}"]`);
const bars = () => page.locator('[data-testid="gantt"] svg .bar g[tabindex]');
/** A bar a planner may drag has its date handles, drawn while the pointer is on it; a read-only one has none. */
async function dateHandlesOnHover(): Promise<number> {
  await bars().first().hover();
  return page.locator('[data-testid="gantt"] svg .bar .handleGroup rect').count();
}

describe('a schedule larger than its first screenful', () => {
  it('draws the first 60 tasks read-only while the whole list loads, then every task, changeable', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/tasks?*', async (route) => {
      await held;
      await route.continue();
    });
    await openConstructionSchedule(page, pm, project);

    await chart(FIRST_PAGE).waitFor();
    await page.getByText(LOADING_REST).waitFor();
    await expect.poll(() => bars().count()).toBeGreaterThan(10);
    expect(await dateHandlesOnHover()).toBe(0);
    const firstRow = page.locator('[data-testid="gantt"] .gantt-list__row[data-task-id]').first();
    expect(await firstRow.textContent()).toContain('Activity 01');

    release();
    await chart(COUNT).waitFor();
    await page.getByText(LOADING_REST).waitFor({ state: 'detached' });
    await expect.poll(() => dateHandlesOnHover()).toBeGreaterThan(0);
    expect(await firstRow.textContent()).toContain('Activity 01');
  });
});
