/**
 * The activity log as people use it: a file's History from its row menu,
 * the project's Activity screen from the side navigation with its filters and CSV export, at 1280 and
 * 375 px.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, recordNativeDialogs, signIn, webUrl } from '../support/browser.ts';
import { createFolder, uploadSmall } from '../support/documents.ts';

let project: Project;
let office: TestUser;
let site: TestUser;

beforeAll(async () => {
  project = await createProject(`Riverside Lofts ${Date.now()}`);
  office = await createSignedInUser('office', [project._id]);
  site = await createSignedInUser('site', [project._id]);
});

async function openAs(
  session: { page: import('playwright-core').Page },
  user: TestUser,
  path: string,
  scenario: string,
) {
  const { page } = session;
  await signIn(page, user.email, user.password);
  await page.waitForURL(/app_home|site_select_project/);
  await page.evaluate(
    ({ id, name, scenario }) => {
      localStorage.setItem('selectedScenario', scenario);
      localStorage.setItem('selectedProject', JSON.stringify({ id, name, description: '' }));
    },
    { id: project._id, name: project.name, scenario },
  );
  await page.goto(webUrl(path));
}

describe('activity log in the browser', () => {
  const session = browserPerTest();

  it("reads a file's history from its row menu (Versions, History tab)", async () => {
    const folder = await createFolder(office.token, { name: 'Architectural', module: 'plan', projectId: project._id });
    const file = await uploadSmall(office.token, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'A-201 Floor Plan.pdf',
      content: '%PDF-1.4 A-201',
    });
    const share = await call('/api/share-file', {
      method: 'POST',
      token: office.token,
      body: { fileId: file._id, module: 'plan', hoursValid: 24 },
    });
    expect(share.status).toBe(201);
    const dialogs = recordNativeDialogs(session.page);
    await openAs(session, office, `/planfile_list/${folder._id}`, 'planfile');
    const { page } = session;
    await page.getByRole('button', { name: 'Move/Copy A-201 Floor Plan.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions of A-201 Floor Plan.pdf' });
    await dialog.getByRole('tab', { name: 'History' }).click();
    const entries = dialog.getByTestId('activity-list').locator('li.activity__entry');
    await entries.first().waitFor();
    expect(await entries.allInnerTexts()).toEqual([
      expect.stringMatching(/Test office made a share link for\s+valid 24 hours/),
      expect.stringMatching(/Test office uploaded/),
    ]);
    expect(dialogs).toEqual([]);
  });

  it('shows the project Activity from the side navigation, filters it and exports CSV', async () => {
    const task = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: office.token,
      body: {
        projectId: project._id,
        task_name: 'Frame level 3',
        schedule_start: '2026-06-01',
        schedule_finish: '2026-06-10',
      },
    });
    expect(task.status).toBe(201);
    const report = await call(`/api/tasks/${task.body._id}`, {
      method: 'PUT',
      token: site.token,
      body: { status: 'working', progress: 25, inspection_status: 'TBD', projectId: project._id },
    });
    expect(report.status).toBe(200);
    await openAs(session, office, `/construction_page/${project._id}`, 'construction');
    const { page } = session;
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL(`**/activity/${project._id}`);
    const list = page.getByTestId('activity-list');
    await list.getByText('Frame level 3').first().waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright Locator, whose innerText() is the rendered text the assertion reads (textContent would drop the layout's line breaks)
    const reported = await list.locator('li[data-kind="task.reported"]').innerText();
    expect(reported).toContain('Test site reported on Frame level 3');
    expect(reported).toContain('Status: (none) → working');
    expect(reported).toContain('Progress: 0 → 25');

    await page.getByLabel('Kind').selectOption('task.created');
    await expect
      .poll(() => list.locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-kind'))))
      .toEqual(['task.created']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When (Toronto),Who,What,Object,Area,Where,Detail,Changes');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/,Test office,added task,Frame level 3,Construction,Construction schedule,,$/),
    ]);
  });

  it("a site worker's Activity screen holds only construction entries and fits a phone", async () => {
    await session.page.setViewportSize({ width: 375, height: 800 });
    await openAs(session, site, `/activity/${project._id}`, 'construction');
    const { page } = session;
    await page.getByTestId('activity-list').locator('li').first().waitFor();
    const areas = await page.locator('.activity__area').allInnerTexts();
    expect(new Set(areas)).toEqual(new Set(['Construction']));
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
