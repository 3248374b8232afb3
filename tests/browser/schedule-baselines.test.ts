/**
 * Baselines in Chromium (docs/requirements.md#baselines): a project manager saves a baseline from the
 * Baselines menu by keyboard, drags a task a week later and sees its thin baseline bar stay behind and its
 * Variance turn "5 d late" in red; at 375 px the agenda says the same without sideways scrolling; rename and
 * delete go through the app's own dialogs; axe finds nothing serious with the menu open.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { violations } from '../support/axe.ts';
import {
  browserPerTest,
  dragBy,
  hasHorizontalScroll,
  nextToast,
  openConstructionSchedule,
  recordNativeDialogs,
} from '../support/browser.ts';

let project: Project;
let pm: TestUser;

async function addTask(name: string, start: string, finish: string) {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: pm.token,
    body: { projectId: project._id, task_name: name, schedule_start: start, schedule_finish: finish },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  // 2026-05-04 is a Monday.
  await addTask('Formwork', '2026-05-04', '2026-05-08');
  await addTask('Pour slab', '2026-05-11', '2026-05-15');
});

const bar = (page: Page, name: string): Locator =>
  page
    .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: name }) })
    .locator('g[tabindex] rect')
    .first();
const baselineBar = (page: Page, name: string): Locator =>
  page
    .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: name }) })
    .getByTestId('baseline-bar');
const variance = (page: Page, name: string): Locator =>
  page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: name }).getByTestId('task-variance');

describe('baselines', () => {
  const session = browserPerTest();

  it('save a baseline, move a task, see the variance and the thin bar; rename and delete it', async () => {
    const { page } = session;
    const native = recordNativeDialogs(page);
    await openConstructionSchedule(page, pm, project);
    await bar(page, 'Pour slab').waitFor();

    // By keyboard: open the menu, type the name, Enter saves it; the new baseline is shown at once.
    const menu = page.getByRole('button', { name: /^Baselines/ });
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Baseline name').focus();
    await page.keyboard.type('Contract');
    await page.keyboard.press('Enter');
    expect(await nextToast(page, 'saved')).toBe('Baseline "Contract" saved');
    await page.getByTestId('baseline-shown').getByText('Contract').waitFor();
    await expect.poll(() => variance(page, 'Pour slab').textContent()).toBe('On time');
    expect(await variance(page, 'Formwork').textContent()).toBe('On time');
    // the open menu, its list and the Variance column pass axe
    expect(await violations(page)).toEqual([]);
    const [before, baselineBefore] = [
      await bar(page, 'Pour slab').boundingBox(),
      await baselineBar(page, 'Pour slab').boundingBox(),
    ];
    if (!before || !baselineBefore) throw new Error('a bar is not drawn');
    // The thin bar runs under the task's own, over the same days.
    expect(Math.round(baselineBefore.x)).toBe(Math.round(before.x));
    expect(baselineBefore.y).toBeGreaterThan(before.y + before.height - 1);
    expect(baselineBefore.height).toBeLessThan(before.height / 3);

    // Pour slab dragged a week later: its finish is 5 working days after the baseline's, in red and in words.
    await page.mouse.move(0, 0);
    await dragBy(page, bar(page, 'Pour slab'), 60);
    await expect.poll(() => variance(page, 'Pour slab').textContent(), { timeout: 10_000 }).toBe('5 d late');
    expect(await variance(page, 'Pour slab').getAttribute('class')).toContain('gantt-list__variance--late');
    const color = await variance(page, 'Pour slab').evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(179, 38, 30)');
    expect(await variance(page, 'Formwork').textContent()).toBe('On time');
    const [after, baselineAfter] = [
      await bar(page, 'Pour slab').boundingBox(),
      await baselineBar(page, 'Pour slab').boundingBox(),
    ];
    if (!after || !baselineAfter) throw new Error('a bar is not drawn');
    expect(after.x).toBeGreaterThan(before.x + 30);
    expect(Math.round(baselineAfter.x)).toBe(Math.round(baselineBefore.x));

    // Rename in place, then delete through the app's confirm dialog: the chart shows no baseline any more.
    await page.getByRole('button', { name: 'Rename Contract' }).click();
    await page.getByLabel('New name').fill('Tender');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    expect(await nextToast(page, 'renamed')).toBe('Baseline renamed to "Tender"');
    await page.getByRole('button', { name: 'Delete Tender' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Delete the baseline "Tender"?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(await nextToast(page, 'deleted')).toBe('Baseline "Tender" deleted');
    await expect.poll(() => page.getByTestId('task-variance').count()).toBe(0);
    expect(await page.getByTestId('baseline-bar').count()).toBe(0);
    expect(native).toEqual([]);
  });
});

describe('baselines at 375 px', () => {
  const session = browserPerTest({ width: 375, height: 800 }, { isMobile: true, hasTouch: true });

  it('the agenda shows the chosen baseline’s variance, without sideways scrolling', async () => {
    const { page } = session;
    const saved = await call<{ id: string }>(`/api/projects/${project._id}/schedules/construction/baselines`, {
      method: 'POST',
      token: pm.token,
      body: { name: 'Phone baseline' },
    });
    expect(saved.status).toBe(201);
    const slab = (await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: pm.token })).body.find(
      (t) => t.task_name === 'Pour slab',
    ) as ConstructionTask;
    const moved = await call(`/api/tasks/${slab._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { schedule_start: '2026-05-26', schedule_finish: '2026-05-29' },
    });
    expect(moved.status).toBe(200);

    await openConstructionSchedule(page, pm, project);
    await page.getByTestId('schedule-agenda').waitFor();
    await page.getByRole('button', { name: /^Baselines/ }).click();
    await page.getByLabel('Show on the chart').selectOption({ label: 'Phone baseline' });
    const card = page.locator('.agenda__item', { hasText: 'Pour slab' });
    await expect.poll(() => card.getByTestId('task-variance').textContent()).toBe('Baseline: 5 d late');
    expect(await card.getByTestId('task-variance').getAttribute('class')).toContain('agenda__variance--late');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await violations(page)).toEqual([]);
  });
});
