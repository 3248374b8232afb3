/**
 * Importing a schedule file on the construction schedule (docs/requirements.md#schedule-import-and-export):
 * the preview, the tasks in the chart, and the round trip: export, then import into an empty project.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readMspdi } from '../../functions/domain/schedule-exchange/mspdi-read.ts';
import { comparable } from '../../functions/domain/test-support/exchange-comparable.ts';
import { createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, openConstructionSchedule } from '../support/browser.ts';
import { exportedMspdi } from '../support/schedule-files.ts';

const SAMPLE = new URL('../../functions/domain/schedule-exchange/samples/bay-street-fit-out.xml', import.meta.url);

const chromium = browserPerTest();
let page: Page;
let pm: TestUser;
let projects: { _id: string; name: string }[];

beforeAll(async () => {
  projects = [await createProject(`Bay Street ${Date.now()}`), await createProject(`Empty ${Date.now()}`)];
  pm = await createSignedInUser(
    'pm',
    projects.map((p) => p._id),
  );
});
beforeEach(() => {
  page = chromium.page;
});

/** Chooses the file with Import, and answers the preview dialog. */
async function chooseFile(file: { name: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import', exact: true }).click(),
  ]);
  await chooser.setFiles({ name: file.name, mimeType: 'application/xml', buffer: file.buffer });
  return page.getByRole('dialog', { name: `Import ${file.name}` });
}

describe('schedule import', () => {
  it('imports a sample after its preview, shows its tasks in the chart, and round-trips through export', async () => {
    const sample = await readFile(SAMPLE);
    const read = readMspdi(sample.toString('utf8'));
    await openConstructionSchedule(page, pm, projects[0] as { _id: string; name: string });

    const dialog = await chooseFile({ name: 'bay-street-fit-out.xml', buffer: sample });
    const counts = dialog.getByTestId('import-counts');
    await counts.waitFor();
    expect(await counts.textContent()).toMatch(new RegExp(`^${read.tasks.length} tasks, `));
    await dialog.getByText('Resources, assignments and timephased data were not imported').waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const gantt = page.getByTestId('gantt');
    for (const task of read.tasks.slice(0, 4)) await gantt.getByText(task.name).first().waitFor();

    // the same file again: the choice to replace, or cancel
    const again = await chooseFile({ name: 'bay-street-fit-out.xml', buffer: sample });
    await again.getByRole('button', { name: 'Import', exact: true }).click();
    await again.getByRole('button', { name: 'Replace the previous import' }).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // export, and import the file into an empty project
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to MS Project' }).click(),
    ]);
    const exported = await readFile((await download.path()) as string);
    await page.goto(page.url().replace(projects[0]?._id ?? '', projects[1]?._id ?? ''));
    const second = await chooseFile({ name: download.suggestedFilename(), buffer: exported });
    await second.getByRole('button', { name: 'Import', exact: true }).click();
    await second.waitFor({ state: 'detached' });
    await gantt
      .getByText(read.tasks[0]?.name ?? '')
      .first()
      .waitFor();
    const roundTrip = readMspdi(await exportedMspdi(pm.token, projects[1]?._id ?? ''));
    expect(comparable(roundTrip)).toEqual(comparable(read));
  });

  it('a file over 4 MB goes to storage first with a progress bar, then previews and imports the same way', async () => {
    const project = await createProject(`Large file ${Date.now()}`);
    const user = await createSignedInUser('pm', [project._id]);
    // 480 tasks with a wide column the import does not read: 4.3 MB, under the 500 tasks written in the request
    const csv = [
      'id,name,start,finish,memo',
      ...Array.from({ length: 480 }, (_, i) => `${i + 1},Large ${i + 1},2027-03-01,2027-03-05,${'m'.repeat(9_000)}`),
    ].join('\n');
    const buffer = Buffer.from(csv);
    expect(buffer.length).toBeGreaterThan(4 * 1024 * 1024);
    await openConstructionSchedule(page, user, project);
    await page.evaluate(() => {
      const seen = window as unknown as { sawUploadProgress?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('progress[aria-label="Upload progress"]')) seen.sawUploadProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && !request.url().includes('/api/')) uploads.push(request.url());
    });
    const dialog = await chooseFile({ name: 'large.csv', buffer });
    const counts = dialog.getByTestId('import-counts');
    await counts.waitFor({ timeout: 30_000 });
    expect(await counts.textContent()).toMatch(/^480 tasks, /);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('gantt').getByText('Large 1', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawUploadProgress?: boolean }).sawUploadProgress)).toBe(
      true,
    );
    // one upload: the clean preview's is the one imported
    expect(uploads).toHaveLength(1);
  });
});
