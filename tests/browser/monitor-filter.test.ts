/**
 * N10: the Monitor on a phone opens on what is still to do, the earliest finish first, with Unfinished,
 * Due soon, Today (Toronto) and All, all usable by keyboard.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, openInProject } from '../support/browser.ts';
import { torontoDay } from '../support/dates.ts';

const phone = browserPerTest({ width: 375, height: 740 }, { isMobile: true, hasTouch: true });
let project: Project;
let pm: TestUser;

async function addTask(name: string, startInDays: number, finishInDays: number, status?: string): Promise<void> {
  const created = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: pm.token,
    body: {
      projectId: project._id,
      task_name: name,
      schedule_start: torontoDay(startInDays),
      schedule_finish: torontoDay(finishInDays),
    },
  });
  expect(created.status).toBe(201);
  if (status) {
    const updated = await call(`/api/tasks/${created.body._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { status, progress: status === 'complete' ? 100 : 40 },
    });
    expect(updated.status).toBe(200);
  }
}

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  // The schedule's order puts twelve finished tasks first, as on a project well under way.
  for (let i = 1; i <= 12; i++) await addTask(`Finished task ${i}`, -60 + i, -40 + i, 'complete');
  await addTask('Later task', 20, 40);
  await addTask('Today task', -2, 9, 'working');
  await addTask('Due soon task', -5, 2, 'working');
}, 120_000);

async function openMonitor(page: Page): Promise<void> {
  await openInProject(page, pm, project, `/monitor/${project._id}`);
  await page.locator('table.monitor tbody tr').first().waitFor();
}

const taskNames = (page: Page) => page.locator('table.monitor tbody th[scope="row"]').allTextContents();

describe('N10: the Monitor on a phone starts with what is still to do', () => {
  it('N10: at 375 px the first card is an unfinished task, the earliest finish first; no sideways scroll', async () => {
    const { page } = phone;
    await openMonitor(page);
    const names = await taskNames(page);
    expect(names[0]).toBe('Due soon task');
    expect(names).toEqual(['Due soon task', 'Today task', 'Later task']);
    expect(await hasHorizontalScroll(page)).toBe(false);
    const first = await page.locator('table.monitor tbody tr').first().boundingBox();
    expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(740);
  });

  it('N10: Due soon, Today and All are chosen by keyboard (Tab, then Enter or Space)', async () => {
    const { page } = phone;
    await openMonitor(page);
    const filter = page.locator('.monitor-filter');
    const button = (name: string) => filter.getByRole('button', { name, exact: true });
    expect(await button('Unfinished').getAttribute('aria-pressed')).toBe('true');

    await button('Unfinished').focus();
    await page.keyboard.press('Tab');
    expect(await button('Due soon').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => taskNames(page)).toEqual(['Due soon task']);
    expect(await button('Due soon').getAttribute('aria-pressed')).toBe('true');

    await page.keyboard.press('Tab');
    expect(await button('Today').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    // Active today in Toronto: started and not yet finished. "Later task" has not started.
    await expect.poll(() => taskNames(page)).toEqual(['Due soon task', 'Today task']);
    expect(await button('Today').getAttribute('aria-pressed')).toBe('true');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await taskNames(page)).length).toBe(15);
    expect((await taskNames(page))[0]).toBe('Finished task 1');
    await expect.poll(() => page.getByTestId('monitor-count').textContent()).toBe('15 of 15 tasks');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
