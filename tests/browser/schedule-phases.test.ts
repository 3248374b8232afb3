/**
 * Phases and link types in Chromium (docs/requirements.md#phases, #link-types-and-lags): a phase with two
 * tasks indents them and collapses; Edit Task gives a task a start-to-start link with a lag; dragging the
 * predecessor moves that successor by what its start moved.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, dragBy, openConstructionSchedule, openInProject } from '../support/browser.ts';

let project: Project;
let pm: TestUser;
const ids: Record<string, string> = {};

async function addTask(name: string, start: string, finish: string, fields: Record<string, unknown> = {}) {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: pm.token,
    body: { projectId: project._id, task_name: name, schedule_start: start, schedule_finish: finish, ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  ids[name] = res.body._id;
}

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  // 2026-05-04 is a Monday.
  await addTask('Structure', '2026-05-04', '2026-05-04', { type: 'project' });
  await addTask('Columns', '2026-05-04', '2026-05-08', { parent_id: ids.Structure });
  await addTask('Slab', '2026-05-11', '2026-05-15', { parent_id: ids.Structure });
  await addTask('Cure deck', '2026-05-06', '2026-05-08');
});

const serverTask = async (name: string) => {
  const res = await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: pm.token });
  return res.body.find((t) => t.task_name === name) as ConstructionTask;
};

describe('phases and link types', () => {
  const session = browserPerTest();

  const bar = (page: Page, name: string): Locator =>
    page
      .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: name }) })
      .locator('g[tabindex] rect')
      .first();
  const row = (page: Page, name: string) => page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: name });

  it('a phase collapses; an SS link with a lag set in Edit Task makes its successor follow a drag', async () => {
    const { page } = session;
    await openConstructionSchedule(page, pm, project);
    await bar(page, 'Columns').waitFor();

    // The phase's tasks are indented under it; its bar spans them (Monday 4 to Friday 15 May).
    expect(await row(page, 'Columns').locator('[data-level]').getAttribute('data-level')).toBe('1');
    expect(await row(page, 'Structure').locator('[data-level]').getAttribute('data-level')).toBe('0');
    const [phase, columns, slab] = await Promise.all(
      ['Structure', 'Columns', 'Slab'].map(async (name) => bar(page, name).boundingBox()),
    );
    if (!phase || !columns || !slab) throw new Error('a bar is not drawn');
    expect(Math.round(phase.x)).toBe(Math.round(columns.x));
    expect(Math.round(phase.x + phase.width)).toBe(Math.round(slab.x + slab.width));

    // Collapsed, the phase hides its tasks; expanded, they are back.
    await page.getByRole('button', { name: 'Collapse Structure' }).click();
    await expect.poll(() => row(page, 'Columns').count()).toBe(0);
    expect(await row(page, 'Slab').count()).toBe(0);
    await page.getByRole('button', { name: 'Expand Structure' }).click();
    await bar(page, 'Columns').waitFor();

    // Cure deck may start two working days after Columns starts.
    await page.mouse.move(0, 0);
    const cure = await bar(page, 'Cure deck').boundingBox();
    if (!cure) throw new Error('no bar');
    await page.mouse.click(cure.x + cure.width / 2, cure.y + cure.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Columns' }).check();
    await dialog.getByLabel('Link type to Columns').selectOption('SS');
    await dialog.getByLabel('Lag after Columns (working days)').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await serverTask('Cure deck')).links).toEqual([{ id: ids.Columns, type: 'SS', lag: 2 }]);
    const arrow = page.locator(
      `[data-testid="gantt"] g.arrow[data-from="${ids.Columns}"][data-to="${ids['Cure deck']}"]`,
    );
    expect(await arrow.getAttribute('data-type')).toBe('SS');

    // Columns dragged one week later: its start moved 5 working days, so Cure deck follows by 5.
    await dragBy(page, bar(page, 'Columns'), 60);
    const preview = page.getByRole('dialog');
    await preview.getByText('1 task will move by 5 working days later: Cure deck.').waitFor();
    await preview.getByRole('button', { name: 'Move them' }).click();
    await page.getByTestId('undo-bar').getByText('Moved 2 tasks by 5 working days.').waitFor();
    const dates = async (name: string) => {
      const t = await serverTask(name);
      return [t.schedule_start.slice(0, 10), t.schedule_finish.slice(0, 10)];
    };
    await expect.poll(() => dates('Cure deck'), { timeout: 10_000 }).toEqual(['2026-05-13', '2026-05-15']);
    expect(await dates('Columns')).toEqual(['2026-05-11', '2026-05-15']);
  });

  it('the Monitor lists the tasks at the top, then each phase under its heading', async () => {
    const { page } = session;
    await openInProject(page, pm, project, `/monitor/${project._id}`);
    const phaseRow = page.locator('table.monitor tbody tr.monitor__phase');
    await phaseRow.first().waitFor();
    expect(await phaseRow.allTextContents()).toEqual(['Structure']);
    const cells = await page.locator('table.monitor tbody tr th').allTextContents();
    // The tasks at the top (the phase itself among them), its heading, then the two tasks it holds.
    expect(cells).toHaveLength(5);
    expect(cells.slice(0, 2).sort()).toEqual(['Cure deck', 'Structure']);
    expect(await page.locator('table.monitor tbody tr').nth(2).getAttribute('class')).toBe('monitor__phase');
    expect(cells.slice(3).sort()).toEqual(['Columns', 'Slab']);
  });
});
