import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { MarketingTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, signIn } from '../support/browser.ts';

const chromium = browserPerTest();
let page: Page;
let project: Project;
let marketer: TestUser;

beforeAll(async () => {
  project = await createProject();
  marketer = await createSignedInUser('marketing', [project._id]);
});
beforeEach(() => {
  page = chromium.page;
});

async function serverTasks(): Promise<MarketingTask[]> {
  const res = await call<MarketingTask[]>(`/api/marketing_tasks?projectId=${project._id}`, { token: marketer.token });
  expect(res.status).toBe(200);
  return res.body;
}

describe('marketing schedule', () => {
  it('adds a task with an owner, shows it in the chart, and edits the owner', async () => {
    await signIn(page, marketer.email, marketer.password);
    await page.waitForURL('**/app_home');
    await page.getByRole('button', { name: /^Marketing/ }).click();
    await page.getByText(project.name, { exact: true }).click();
    await page.waitForURL('**/marketing_page');
    await page.getByText('No tasks available.').waitFor();

    const form = page.getByRole('form', { name: 'Add task' });
    await form.getByLabel('Task Name').fill('Launch brochure');
    await form.getByLabel('Start Date').fill('2026-06-01');
    await form.getByLabel('End Date').fill('2026-06-10');
    await form.getByLabel('Owner').fill('Lee (design)');
    await form.getByRole('button', { name: 'Add Task' }).click();
    await form.getByText('Task "Launch brochure" added successfully').waitFor();
    expect(await form.getByLabel('Task Name').inputValue()).toBe('');

    // In the chart: the task list row and the bar.
    const gantt = page.getByTestId('gantt');
    await gantt.getByText('Launch brochure').first().waitFor();
    expect(await gantt.locator('svg .bar g[tabindex]').count()).toBe(1);

    const [stored] = await serverTasks();
    expect(stored).toMatchObject({
      task_name: 'Launch brochure',
      owner: 'Lee (design)',
      start_date: '2026-06-01T04:00:00.000Z',
      end_date: '2026-06-10T04:00:00.000Z',
      progress: 0,
      type: 'task',
    });

    // The Edit Task dialog shows the owner; a new one is saved, then a blank one clears it.
    const barRect = gantt.locator('svg .bar g[tabindex] rect').first();
    const box = await barRect.boundingBox();
    if (!box) throw new Error('no bar');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    expect(await dialog.getByLabel('Owner').inputValue()).toBe('Lee (design)');
    await dialog.getByLabel('Owner').fill('Kim (print)');
    await dialog.getByLabel('Type').selectOption('milestone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await serverTasks())[0]).toMatchObject({ owner: 'Kim (print)', type: 'milestone' });

    await page.mouse.move(0, 0);
    const milestone = gantt.locator('svg .bar g[tabindex]').first();
    const mbox = await milestone.boundingBox();
    if (!mbox) throw new Error('no milestone');
    await page.mouse.click(mbox.x + mbox.width / 2, mbox.y + mbox.height / 2);
    await dialog.getByLabel('Owner').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await serverTasks())[0]?.owner).toBeUndefined();
  });

  it("shows 'Failed to add task' when the server gives no reason", async () => {
    await signIn(page, marketer.email, marketer.password);
    await page.waitForURL('**/app_home');
    await page.getByRole('button', { name: /^Marketing/ }).click();
    await page.getByText(project.name, { exact: true }).click();
    await page.waitForURL('**/marketing_page');
    await page.route('**/api/marketing_tasks', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    const form = page.getByRole('form', { name: 'Add task' });
    await form.getByLabel('Task Name').fill('Will fail');
    await form.getByLabel('Start Date').fill('2026-06-01');
    await form.getByLabel('End Date').fill('2026-06-02');
    await form.getByRole('button', { name: 'Add Task' }).click();
    await form.getByText('Failed to add task', { exact: true }).waitFor();
    expect((await serverTasks()).map((t) => t.task_name)).not.toContain('Will fail');
  });

  it('exports the schedule as a CSV and as an MS Project file, named after the project', async () => {
    const added = await call('/api/marketing_tasks', {
      method: 'POST',
      token: marketer.token,
      body: { projectId: project._id, task_name: 'Signage install', start_date: '2026-07-06', end_date: '2026-07-08' },
    });
    expect(added.status).toBe(201);
    await signIn(page, marketer.email, marketer.password);
    await page.waitForURL('**/app_home');
    await page.getByRole('button', { name: /^Marketing/ }).click();
    await page.getByText(project.name, { exact: true }).click();
    await page.waitForURL('**/marketing_page');
    await page.getByTestId('gantt').getByText('Signage install').first().waitFor();

    const save = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      return { name: download.suggestedFilename(), text: await readFile((await download.path()) as string, 'utf8') };
    };
    const csv = await save('Export CSV');
    expect(csv.name).toBe(`${project.name} - Marketing schedule.csv`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    // the notes column (each task's description) came with issue 24's imported notes
    expect(lines[0]).toBe('id,name,start,finish,progress,predecessors,parent,owner,type,notes');
    expect(lines).toContainEqual(expect.stringMatching(/^\d+,Signage install,2026-07-06,2026-07-08,0,,,,task,$/));
    const xml = await save('Export to MS Project');
    expect(xml.name).toBe(`${project.name} - Marketing schedule.xml`);
    expect(xml.text).toContain('<Name>Signage install</Name>');
    expect(xml.text).toContain('<Start>2026-07-06T08:00:00</Start>');
  });
});
