/**
 * Schedule dates the chart must survive (issue "Trust, round three"): a stored task far in the future
 * does not take the page down, an outlier does not widen the chart, and the add form's success message
 * goes with the task it speaks of.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { TABLE_NAME, tableClient } from '../support/aws.ts';
import { browserPerTest, openConstructionSchedule } from '../support/browser.ts';

const chromium = browserPerTest();
let page: Page;
beforeEach(() => {
  page = chromium.page;
});

async function scheduleOf(tasks: readonly { name: string; start: string; end: string }[]) {
  const project = await createProject();
  const pm = await createSignedInUser('pm', [project._id]);
  const ids: Record<string, string> = {};
  for (const t of tasks) {
    const res = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: { projectId: project._id, task_name: t.name, schedule_start: t.start, schedule_finish: t.end },
    });
    expect(res.status).toBe(201);
    ids[t.name] = res.body._id;
  }
  return { project, pm, ids };
}

const openSchedule = (user: TestUser, project: Project) => openConstructionSchedule(page, user, project);

/** The width the chart's drawing takes in the Day view (the grid and bars SVG). */
async function dayViewWidth(): Promise<number> {
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Day', exact: true, pressed: true }).waitFor();
  return page.evaluate(() => {
    const svgs = [...document.querySelectorAll('[data-testid="gantt"] svg')];
    return Math.max(...svgs.map((s) => Number(s.getAttribute('width') ?? 0)));
  });
}

describe('schedule dates the chart must survive', () => {
  it('N1: a task stored with year 9999 no longer hangs the schedule: the page renders, the outlier is listed with a warning, Edit Task opens', async () => {
    const { project, pm, ids } = await scheduleOf([
      { name: 'Pour slab', start: '2026-05-04', end: '2026-05-08' },
      { name: 'Typo task', start: '2026-05-11', end: '2026-05-12' },
    ]);
    // Old data, as it was stored before the server refused such dates: straight into the table.
    await tableClient().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `TASK#${ids['Typo task']}`, SK: 'TASK' },
        UpdateExpression: 'SET schedule_start = :s, schedule_finish = :f',
        ExpressionAttributeValues: { ':s': '9999-12-01T05:00:00.000Z', ':f': '9999-12-02T05:00:00.000Z' },
      }),
    );
    await openSchedule(pm, project);
    const row = page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: 'Typo task' });
    await row.waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: 'Pour slab' }).waitFor();
    // The list shows the stored dates, with a warning on the row.
    expect(await row.textContent()).toContain('9999');
    await row.locator('[data-testid="date-outlier"]').waitFor();
    const warning = page.getByTestId('gantt-outliers');
    await warning.getByText(/1 task has dates far from the rest of the schedule/).waitFor();
    await warning.locator('summary').click();
    await warning.getByRole('button', { name: 'Typo task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Start Date').inputValue()).toBe('9999-12-01');
    await dialog.getByLabel('Start Date').fill('2026-05-11');
    await dialog.getByLabel('End Date').fill('2026-05-12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await warning.waitFor({ state: 'detached' });
  });

  it('N1: a task dated 2062 does not widen the Day view: the chart spans the rest of the schedule', async () => {
    const plan = [
      { name: 'Excavate', start: '2026-05-04', end: '2026-05-08' },
      { name: 'Frame', start: '2026-06-01', end: '2026-06-19' },
    ];
    const { project, pm } = await scheduleOf(plan);
    await openSchedule(pm, project);
    await page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: 'Frame' }).waitFor();
    const without = await dayViewWidth();

    const res = await call('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: {
        projectId: project._id,
        task_name: 'Roof (typo)',
        schedule_start: '2062-06-01',
        schedule_finish: '2062-06-05',
      },
    });
    expect(res.status).toBe(201);
    await page.reload();
    await page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: 'Roof (typo)' }).waitFor();
    const withOutlier = await dayViewWidth();
    console.log(`Day view width: ${without} px without the 2062 task, ${withOutlier} px with it`);
    expect(withOutlier).toBe(without);
  });

  it('R14: in Edit Task the End Date of a milestone follows its Start Date, and the server stores a one-day milestone', async () => {
    const { project, pm, ids } = await scheduleOf([{ name: 'Handover', start: '2026-05-04', end: '2026-05-08' }]);
    await openSchedule(pm, project);
    const bar = page
      .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: 'Handover' }) })
      .locator('g[tabindex] rect')
      .first();
    const box = await bar.boundingBox();
    if (!box) throw new Error('no bar');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    await dialog.getByLabel('Type').selectOption('milestone');
    const end = dialog.getByLabel('End Date');
    expect(await end.inputValue()).toBe('2026-05-04');
    expect(await end.isDisabled()).toBe(true);
    await dialog.getByLabel('Start Date').fill('2026-05-06');
    expect(await end.inputValue()).toBe('2026-05-06');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const res = await call<ConstructionTask>(`/api/tasks/${ids.Handover}`, { token: pm.token });
    expect(res.body).toMatchObject({
      type: 'milestone',
      schedule_start: '2026-05-06T04:00:00.000Z',
      schedule_finish: '2026-05-06T04:00:00.000Z',
    });
  });

  it('N12: the success message of an added task goes when that task is deleted', async () => {
    const { project, pm } = await scheduleOf([{ name: 'Keep me', start: '2026-05-04', end: '2026-05-08' }]);
    await openSchedule(pm, project);
    const form = page.getByRole('form', { name: 'Add task' });
    await form.getByLabel('Task Name').fill('Short lived');
    await form.getByLabel('Start Date').fill('2026-05-11');
    await form.getByLabel('End Date').fill('2026-05-13');
    await form.getByRole('button', { name: 'Add Task' }).click();
    const success = form.getByText('Task "Short lived" added successfully');
    await success.waitFor();
    const row = page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: 'Short lived' });
    await row.waitFor();

    const bar = page
      .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: 'Short lived' }) })
      .locator('g[tabindex]')
      .first();
    await bar.focus();
    await page.keyboard.press('Delete');
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await success.waitFor({ state: 'detached' });
  });
});
