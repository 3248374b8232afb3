/** The photo timeline in Chromium: from the side navigation, by day, filtered by task, enlarged; at 375 px too. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, signIn, webUrl } from '../support/browser.ts';

let project: Project;
let pm: TestUser;
const taskIds: Record<string, string> = {};
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  project = await createProject(`Lakeshore Commons ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  for (const name of ['Excavation', 'Formwork']) {
    const res = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: { projectId: project._id, task_name: name, schedule_start: '2026-04-01', schedule_finish: '2026-04-09' },
    });
    taskIds[name] = res.body._id;
  }
  for (const [name, at] of [
    ['Excavation', '2026-04-06T14:00:00Z'],
    ['Formwork', '2026-04-07T14:00:00Z'],
  ] as const) {
    const form = new FormData();
    form.append('taskId', taskIds[name] as string);
    form.append('projectId', project._id);
    form.append('images', new Blob([PNG_1x1], { type: 'image/png' }), `${name.toLowerCase()}.png`);
    const res = await fetch(`${inject('endpoints').web}/api/construction/task/upload-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pm.token}`, 'x-test-now': at },
      body: form,
    });
    expect(res.status).toBe(201);
  }
});

describe('photo timeline', () => {
  const session = browserPerTest();

  async function open() {
    const { page } = session;
    await signIn(page, pm.email, pm.password);
    await page.waitForURL('**/app_home');
    await page.evaluate(
      ({ id, name }) => {
        localStorage.setItem('selectedScenario', 'construction');
        localStorage.setItem('selectedProject', JSON.stringify({ id, name, description: '' }));
      },
      { id: project._id, name: project.name },
    );
    await page.goto(webUrl(`/construction_page/${project._id}`));
    await page.getByRole('link', { name: 'Photos' }).click();
    await page.waitForURL(`**/photos/${project._id}`);
    return page;
  }

  it('shows the photos by day, newest first, filters by task and enlarges one with its task', async () => {
    const page = await open();
    const days = page.locator('.photo-timeline__day');
    await days.first().waitFor();
    expect(await days.locator('h2').allInnerTexts()).toEqual(['Tuesday, April 7, 2026', 'Monday, April 6, 2026']);
    expect(await page.locator('.photo-grid__context').allInnerTexts()).toEqual(['Formwork', 'Excavation']);

    await page.getByLabel('Task').selectOption(taskIds.Excavation as string);
    await expect.poll(() => page.locator('.photo-grid__context').allInnerTexts()).toEqual(['Excavation']);

    await page.getByRole('button', { name: 'Enlarge excavation.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'excavation.png' });
    await dialog.getByTestId('enlarged-image').waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright Locator, whose innerText() is the rendered text the assertion reads (textContent would drop the layout's line breaks)
    expect(await dialog.locator('figcaption').innerText()).toMatch(/^Excavation · 2026-04-06/);
  });

  it('fits a phone', async () => {
    await session.page.setViewportSize({ width: 375, height: 800 });
    const page = await open();
    await page.locator('.photo-timeline__day').first().waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
