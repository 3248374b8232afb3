/**
 * The Gantt chart by keyboard (packages/gantt-task-react/README.md): the chart does not trap the
 * focus (Tab and Shift+Tab pass through it), the arrow keys move between bars, Enter opens Edit Task for the
 * focused bar, Delete asks to delete it in the app's confirm, and the focused bar shows a ring.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, openConstructionSchedule } from '../support/browser.ts';

const chromium = browserPerTest();
let page: Page;
beforeEach(() => {
  page = chromium.page;
});

/** More presses than the toolbar, the warnings and the chart's stops together need. */
const MAX_TABS = 30;

async function createTask(token: string, projectId: string, name: string, start: string, finish: string) {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token,
    body: { projectId, progress: 0, dependencies: [], task_name: name, schedule_start: start, schedule_finish: finish },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Where the focus is: the name of the bar it is on, or 'outside' / 'chart' with the element's position. */
const focus = () =>
  page.evaluate(() => {
    const active = document.activeElement;
    const chart = document.querySelector('[data-testid="gantt"]');
    const bar = active?.closest('[data-testid="gantt"] .bar > g');
    if (bar) return { where: 'bar', name: bar.querySelector('text')?.textContent ?? '' };
    if (active && chart?.contains(active)) return { where: 'chart', name: active.tagName };
    if (!active || !chart || active === document.body) return { where: 'outside', name: 'body' };
    // DOCUMENT_POSITION_PRECEDING (2): the focus is before the chart; FOLLOWING (4): after it.
    const before = (chart.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    return { where: before ? 'before' : 'after', name: active.textContent?.trim() ?? active.tagName };
  });

/** The focus ring's visibility on each drawn bar, by name. */
const rings = () =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-testid="gantt"] .bar > g')].map((g) => [
        g.querySelector('text')?.textContent ?? '',
        // Only the bar holding the focus draws its ring ('none': not drawn).
        ((ring) => (ring ? getComputedStyle(ring).visibility : 'none'))(g.querySelector('rect[class*="focusRing"]')),
      ]),
    ),
  );

/** Presses `key` until the focus is on a bar (or `MAX_TABS` presses). */
async function tabToChart(key: 'Tab' | 'Shift+Tab') {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key);
    if ((await focus()).where === 'bar') return;
  }
  throw new Error(`${key} never reached the chart`);
}

/** Presses `key` until the focus leaves the chart; how many presses it took. */
async function tabOutOfChart(key: 'Tab' | 'Shift+Tab'): Promise<number> {
  for (let i = 1; i <= MAX_TABS; i++) {
    await page.keyboard.press(key);
    const { where } = await focus();
    if (where !== 'bar' && where !== 'chart') return i;
  }
  throw new Error(`${key} never left the chart`);
}

describe('the Gantt chart by keyboard', () => {
  let project: Project;
  let pm: TestUser;

  beforeAll(async () => {
    project = await createProject();
    pm = await createSignedInUser('pm', [project._id]);
    await createTask(pm.token, project._id, 'Excavate', '2026-06-01T04:00:00.000Z', '2026-06-03T04:00:00.000Z');
    await createTask(pm.token, project._id, 'Pour footings', '2026-06-04T04:00:00.000Z', '2026-06-08T04:00:00.000Z');
    await createTask(pm.token, project._id, 'Frame walls', '2026-06-09T04:00:00.000Z', '2026-06-15T04:00:00.000Z');
  });

  beforeEach(async () => {
    await openConstructionSchedule(page, pm, project);
    await page.locator('[data-testid="gantt"] .bar > g', { hasText: 'Frame walls' }).waitFor();
  });

  it('Tab and Shift+Tab pass through the chart, which is one stop, with a ring on the focused bar', async () => {
    await page.getByRole('button', { name: 'Week' }).focus();
    await tabToChart('Tab');
    expect(await focus()).toEqual({ where: 'bar', name: 'Excavate' });
    // One bar is the chart's tab stop; the wrapper no longer is one.
    expect(await page.locator('[data-testid="gantt"] [tabindex="0"]').count()).toBe(1);
    expect(await rings()).toEqual({ Excavate: 'visible', 'Pour footings': 'none', 'Frame walls': 'none' });

    // Tab leaves the chart forwards (past at most its two scroll bars), Shift+Tab comes back to the bar.
    expect(await tabOutOfChart('Tab')).toBeLessThanOrEqual(3);
    expect(['after', 'outside']).toContain((await focus()).where);
    await tabToChart('Shift+Tab');
    expect(await focus()).toEqual({ where: 'bar', name: 'Excavate' });
    // Shift+Tab leaves it backwards, to what comes before the chart.
    expect(await tabOutOfChart('Shift+Tab')).toBe(1);
    expect((await focus()).where).toBe('before');
  });

  it('the arrow keys move between bars, and Tab comes back to the bar last focused', async () => {
    await page.getByRole('button', { name: 'Week' }).focus();
    await tabToChart('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await focus()).toEqual({ where: 'bar', name: 'Pour footings' });
    await page.keyboard.press('ArrowRight');
    expect(await focus()).toEqual({ where: 'bar', name: 'Frame walls' });
    // The last bar keeps the focus.
    await page.keyboard.press('ArrowDown');
    expect(await focus()).toEqual({ where: 'bar', name: 'Frame walls' });
    await page.keyboard.press('ArrowUp');
    expect(await focus()).toEqual({ where: 'bar', name: 'Pour footings' });
    await page.keyboard.press('ArrowLeft');
    expect(await focus()).toEqual({ where: 'bar', name: 'Excavate' });
    await page.keyboard.press('ArrowDown');
    expect(await rings()).toEqual({ Excavate: 'none', 'Pour footings': 'visible', 'Frame walls': 'none' });

    // The moved-to bar is now the chart's tab stop.
    await tabOutOfChart('Shift+Tab');
    await tabToChart('Tab');
    expect(await focus()).toEqual({ where: 'bar', name: 'Pour footings' });
  });

  it('Enter opens Edit Task for the focused bar', async () => {
    await page.getByRole('button', { name: 'Week' }).focus();
    await tabToChart('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Pour footings');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focus).toEqual({ where: 'bar', name: 'Pour footings' });
  });

  it('Delete on the focused bar asks in the app confirm, and Cancel keeps the task', async () => {
    await page.getByRole('button', { name: 'Week' }).focus();
    await tabToChart('Tab');
    await page.keyboard.press('End');
    expect(await focus()).toEqual({ where: 'bar', name: 'Frame walls' });
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Delete the task "Frame walls"?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    const res = await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: pm.token });
    expect(res.body.map((t) => t.task_name).sort()).toEqual(['Excavate', 'Frame walls', 'Pour footings']);
  });
});
