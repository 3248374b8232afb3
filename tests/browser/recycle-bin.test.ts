/**
 * The recycle bin in Chromium (docs/requirements.md#recycle-bin), on a desktop and on a phone: a file
 * deleted from its folder is found in the bin from the folder screen's header, restored back into its
 * folder, deleted again and deleted forever by an admin; a folder deleted on the Edit Folders page is one
 * entry of the bin with what it holds, and comes back with its files; a task another depends on is deleted
 * from the schedule, found in the bin from the schedule's header and restored with its dependency (the
 * Gantt's arrow on a desktop, the dependent's Dependencies on a phone, where the agenda stands for the
 * chart). No native dialogs, no sideways scrolling.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Folder } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  browserPerTest,
  hasHorizontalScroll,
  nextToast,
  openInProject,
  recordNativeDialogs,
  webUrl,
} from '../support/browser.ts';
import { createFolder, uploadSmall } from '../support/documents.ts';
import { addConstructionTask } from '../support/tasks.ts';

describe.each([
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 375, height: 800 } },
])('the recycle bin on a $label', ({ viewport }) => {
  const session = browserPerTest(viewport);
  let project: Project;
  let admin: TestUser;
  let folder: Folder;
  const fileName = `Level 3 slab ${viewport.width}.pdf`;

  beforeAll(async () => {
    project = await createProject(`Bin ${viewport.width} ${Date.now()}`);
    admin = await createSignedInUser('admin', [project._id]);
    folder = await createFolder(admin.token, { name: 'Structural', module: 'plan', projectId: project._id });
    await uploadSmall(admin.token, { module: 'plan', projectId: project._id, folderId: folder._id, fileName });
  });

  const deleteFromFolder = async (page: Page) => {
    await page.getByRole('button', { name: `Delete ${fileName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Are you sure you want to delete this file?', { exact: true }).waitFor();
    await confirm.getByText('You can restore it from the Recycle Bin for 30 days.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No files in current folder').waitFor();
  };

  const openBin = async (page: Page) => {
    // the folder screen's own button, which opens the bin on its area
    await page.locator('.page-header').getByRole('link', { name: 'Recycle Bin' }).click();
    await page.waitForURL((url) => url.pathname === `/recycle_bin/${project._id}` && url.search === '?area=plan');
    await page.getByRole('heading', { level: 1, name: 'Recycle Bin' }).waitFor();
  };

  it('a deleted file is in the bin and comes back into its folder; deleted again, an admin deletes it forever', async () => {
    const { page } = session;
    const native = recordNativeDialogs(page);
    await openInProject(page, admin, project, `/planfile_list/${folder._id}`);
    await page.getByRole('button', { name: `Delete ${fileName}` }).waitFor();
    await deleteFromFolder(page);

    await openBin(page);
    const card = page.getByTestId('recycle-bin-list').getByRole('listitem').filter({ hasText: fileName });
    await card.waitFor();
    expect(await card.textContent()).toContain('File');
    expect(await card.textContent()).toContain('Structural');
    expect(await card.textContent()).toContain('30 days left');
    expect(await hasHorizontalScroll(page)).toBe(false);

    await card.getByRole('button', { name: `Restore ${fileName}` }).click();
    expect(await nextToast(page, `Restored ${fileName}`)).toBe(`Restored ${fileName}`);
    await page.getByText('The recycle bin is empty.').waitFor();

    await page.goBack();
    await page.getByRole('button', { name: `Delete ${fileName}` }).waitFor();
    await deleteFromFolder(page);
    await openBin(page);
    await card.getByRole('button', { name: `Delete forever ${fileName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(`Delete file "${fileName}" forever? This cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    expect(await nextToast(page, /forever/)).toBe(`Deleted ${fileName} forever`);
    await page.getByText('The recycle bin is empty.').waitFor();
    expect(native).toEqual([]);
  });

  it('a task another depends on: deleted from the schedule, found in the bin, restored with its dependency', async () => {
    const { page } = session;
    const native = recordNativeDialogs(page);
    const pour = await addConstructionTask(admin.token, project._id, {
      task_name: `Pour slab ${viewport.width}`,
      schedule_start: '2026-06-01',
      schedule_finish: '2026-06-05',
    });
    const strip = await addConstructionTask(admin.token, project._id, {
      task_name: `Strip forms ${viewport.width}`,
      schedule_start: '2026-06-08',
      schedule_finish: '2026-06-09',
      dependencies: [pour._id],
    });
    const schedulePath = `/construction_page/${project._id}`;
    const phone = viewport.width < 600;
    const arrow = page.locator(`[data-testid="gantt"] g.arrow[data-from="${pour._id}"][data-to="${strip._id}"]`);
    /** The dependency as the screen shows it: the arrow in the Gantt, or Strip forms' Dependencies on a phone. */
    const dependencyShown = async () => {
      if (!phone) {
        await arrow.waitFor({ state: 'attached' });
        return;
      }
      await page.goto(webUrl(`${schedulePath}?task=${strip._id}`));
      const dialog = page.getByRole('dialog', { name: 'Edit Task' });
      expect(await dialog.getByRole('checkbox', { name: pour.task_name }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    await openInProject(page, admin, project, schedulePath);
    await dependencyShown();
    // Edit Task opened on the task (as a search result does), then Delete: the spec's question with the restore note
    await page.goto(webUrl(`${schedulePath}?task=${pour._id}`));
    await page.getByRole('dialog', { name: 'Edit Task' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(`Delete the task "${pour.task_name}"?`, { exact: true }).waitFor();
    await confirm.getByText('You can restore it from the Recycle Bin for 30 days.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Edit Task' }).waitFor({ state: 'detached' });
    await page.getByText(pour.task_name).first().waitFor({ state: 'detached' });
    if (!phone) expect(await arrow.count()).toBe(0);

    // the schedule's own header button opens the bin on the schedules
    await page.locator('.page-header').getByRole('link', { name: 'Recycle Bin' }).click();
    await page.waitForURL((url) => url.pathname === `/recycle_bin/${project._id}` && url.search === '?area=schedules');
    const card = page.getByTestId('recycle-bin-list').getByRole('listitem').filter({ hasText: pour.task_name });
    await card.waitFor();
    expect(await card.textContent()).toContain('Construction task');
    expect(await card.textContent()).toContain('Construction schedule');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await card.getByRole('button', { name: `Restore ${pour.task_name}` }).click();
    expect(await nextToast(page, `Restored ${pour.task_name}`)).toBe(`Restored ${pour.task_name}`);
    await card.waitFor({ state: 'detached' });

    await page.goto(webUrl(schedulePath));
    await dependencyShown();
    expect(native).toEqual([]);
  });

  it('a deleted folder is one entry with what it holds, and comes back with its files', async () => {
    const { page } = session;
    const native = recordNativeDialogs(page);
    const name = `Drawings ${viewport.width}`;
    const doomed = await createFolder(admin.token, { name, module: 'plan', projectId: project._id });
    const inside = `Sheet A-101 ${viewport.width}.pdf`;
    await uploadSmall(admin.token, { module: 'plan', projectId: project._id, folderId: doomed._id, fileName: inside });

    await openInProject(page, admin, project, '/plan_edit_folder');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Are you sure you want to delete this folder?', { exact: true }).waitFor();
    await confirm.getByText('You can restore it from the Recycle Bin for 30 days.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });

    await page.goto(webUrl(`/recycle_bin/${project._id}?area=plan`));
    const card = page.getByTestId('recycle-bin-list').getByRole('listitem').filter({ hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toContain('Folder');
    expect(await card.textContent()).toContain('1 file');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await card.getByRole('button', { name: `Restore ${name}` }).click();
    expect(await nextToast(page, `Restored ${name}`)).toBe(`Restored ${name}`);
    await card.waitFor({ state: 'detached' });

    await page.goto(webUrl(`/planfile_list/${doomed._id}`));
    await page.getByRole('button', { name: `Delete ${inside}` }).waitFor();
    expect(native).toEqual([]);
  });

  it('a file whose folder is in the bin too: "Restore the parent too" brings the folder back, then the file into it', async () => {
    const { page } = session;
    const native = recordNativeDialogs(page);
    const name = `Survey ${viewport.width}`;
    const parent = await createFolder(admin.token, { name, module: 'plan', projectId: project._id });
    const inside = `Site survey ${viewport.width}.pdf`;
    const file = await uploadSmall(admin.token, {
      module: 'plan',
      projectId: project._id,
      folderId: parent._id,
      fileName: inside,
    });
    const remove = (path: string) => call(path, { method: 'DELETE', token: admin.token });
    expect((await remove(`/api/files/plan/${file._id}`)).status).toBe(200);
    expect((await remove(`/api/folders/${parent._id}`)).status).toBe(200);

    await openInProject(page, admin, project, `/recycle_bin/${project._id}?area=plan`);
    const card = page.getByTestId('recycle-bin-list').getByRole('listitem').filter({ hasText: inside });
    await card.getByRole('button', { name: `Restore ${inside}` }).click();
    const choice = page.getByRole('dialog', { name: 'Please choose' });
    await choice.getByText('The folder this file was in has been deleted.', { exact: false }).waitFor();
    await choice.getByRole('button', { name: 'Restore to area root' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await choice.getByRole('button', { name: 'Restore the parent too' }).click();
    const done = `Restored ${inside} and the folder it was in`;
    expect(await nextToast(page, done)).toBe(done);
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('recycle-bin-list').getByRole('listitem').filter({ hasText: name }).waitFor({
      state: 'detached',
    });

    await page.goto(webUrl(`/planfile_list/${parent._id}`));
    await page.getByRole('button', { name: `Delete ${inside}` }).waitFor();
    expect(native).toEqual([]);
  });
});
