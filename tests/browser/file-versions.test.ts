/**
 * Drawing revisions in Chromium: a new version from the row menu, the v2 badge, the Versions panel, an
 * older version opened with its "Superseded" banner, and the upload dialog's same-name choice.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import type { FileVersion } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, signIn, webUrl } from '../support/browser.ts';
import { createFolder, uploadPresigned, uploadSmall } from '../support/documents.ts';

let project: Project;
let office: TestUser;

beforeAll(async () => {
  project = await createProject(`Harbour Point ${Date.now()}`);
  office = await createSignedInUser('office', [project._id]);
});

async function pdfFile(name: string, title: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'versions-')), name);
  await writeFile(path, demoDrawingSet(title, 'A-1', 1));
  return path;
}

/** A new folder of the area holding one small file, uploaded by the office user. */
async function folderWithFile(module: 'plan' | 'marketing', folderName: string, fileName: string, author?: string) {
  const folder = await createFolder(office.token, { name: folderName, module, projectId: project._id });
  const file = await uploadSmall(office.token, {
    module,
    projectId: project._id,
    folderId: folder._id,
    fileName,
    content: `%PDF-1.4 ${fileName}`,
    ...(author && { author }),
  });
  return { folder, file };
}

/** A new plan folder holding a file with two versions (the second, "rev B", current). */
async function folderWithTwoVersions(folderName: string, fileName: string) {
  const { folder, file } = await folderWithFile('plan', folderName, fileName);
  await uploadPresigned(
    office.token,
    {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName,
      contentType: 'application/pdf',
      size: 0,
      versionOf: file._id,
    },
    new TextEncoder().encode('%PDF-1.4 rev B'),
  );
  return { folder, file };
}

describe('file versions in the browser', () => {
  const session = browserPerTest();

  async function openFolder(folderId: string, area: 'plan' | 'marketing' = 'plan') {
    const { page } = session;
    await signIn(page, office.email, office.password);
    await page.waitForURL('**/app_home');
    await page.evaluate(
      ({ id, name, scenario }) => {
        localStorage.setItem('selectedScenario', scenario);
        localStorage.setItem('selectedProject', JSON.stringify({ id, name, description: '' }));
      },
      { id: project._id, name: project.name, scenario: area === 'plan' ? 'planfile' : 'marketing' },
    );
    await page.goto(webUrl(area === 'plan' ? `/planfile_list/${folderId}` : `/marketingfile_list/${folderId}`));
    return page;
  }

  it('uploads a new version from the row menu and shows the superseded banner on the old one', async () => {
    const folder = await createFolder(office.token, { name: 'Architectural', module: 'plan', projectId: project._id });
    const file = await uploadSmall(office.token, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'A-301 Sections.pdf',
      content: '%PDF-1.4 rev A',
    });
    const page = await openFolder(folder._id);
    await page.getByRole('button', { name: 'Move/Copy A-301 Sections.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Upload new version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload new version of A-301 Sections.pdf' });
    await dialog.getByLabel('Select File').setInputFiles(await pdfFile('A-301 Sections.pdf', 'A-301 rev B'));
    await dialog.getByLabel('Author').fill('Studio North');
    await dialog.getByLabel('Version note').fill('Rev B, issued for permit');
    await dialog.getByRole('button', { name: 'Upload File' }).click();
    await dialog.getByText('File uploaded successfully!').waitFor();
    await page.locator('.version-badge', { hasText: 'v2' }).waitFor();

    const versions = await call<FileVersion[]>(`/api/file/plan/${file._id}/versions`, { token: office.token });
    expect(versions.body.map((v) => [v.version, v.note ?? null])).toEqual([
      [2, 'Rev B, issued for permit'],
      [1, null],
    ]);

    await page.getByRole('button', { name: 'Move/Copy A-301 Sections.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Versions' }).click();
    const panel = page.getByRole('dialog', { name: 'Versions of A-301 Sections.pdf' });
    const rows = panel.getByTestId('versions').locator('li');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright Locator, whose innerText() is the rendered text the assertion reads (textContent would drop the layout's line breaks)
    expect(await rows.first().innerText()).toMatch(/v2\s+Current[\s\S]*Rev B, issued for permit/);
    const [viewer] = await Promise.all([
      page.context().waitForEvent('page'),
      rows.nth(1).getByRole('link', { name: 'Open' }).click(),
    ]);
    await viewer.getByTestId('superseded').waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright Locator, whose innerText() is the rendered text the assertion reads (textContent would drop the layout's line breaks)
    expect(await viewer.getByTestId('superseded').innerText()).toMatch(/^Superseded: version 1 of 2\./);
    await viewer.close();
  });

  it('asks "Add as new version" or "Keep both" for a file of the same name, and fits a phone', async () => {
    const folder = await createFolder(office.token, { name: 'Civil', module: 'plan', projectId: project._id });
    await uploadSmall(office.token, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'C-100 Grading.pdf',
      content: '%PDF-1.4 first',
    });
    await session.page.setViewportSize({ width: 375, height: 800 });
    const page = await openFolder(folder._id);
    await page.getByRole('button', { name: /^Upload File to/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Upload File to/ });
    await dialog.getByLabel('Select File').setInputFiles(await pdfFile('C-100 Grading.pdf', 'C-100 rev B'));
    await dialog.getByLabel('Author').fill('Civil Co');
    await dialog.getByRole('button', { name: 'Upload File' }).click();
    await dialog.getByText('Choose for C-100 Grading.pdf: add it as a new version, or keep both.').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await dialog.getByLabel('Add as new version of C-100 Grading.pdf').check();
    await dialog.getByRole('button', { name: 'Upload File' }).click();
    await dialog.getByText('File uploaded successfully!').waitFor();
    await page.locator('.version-badge', { hasText: 'v2' }).waitFor();
    const files = await call<{ files: { original_name: string; version?: number }[] }>(
      `/api/files/plan?folderId=${folder._id}&projectId=${project._id}`,
      { token: office.token },
    );
    expect(files.body.files.map((f) => [f.original_name, f.version])).toEqual([['C-100 Grading.pdf', 2]]);
  });

  it('CI-F1: an older version pdf.js cannot draw keeps its name, Download and superseded banner beside the failure', async () => {
    // A PDF that fails to draw used to replace the whole viewer with the failure, banner included; the
    // first test above then depended on the versions arriving before pdf.js gave up (it lost under load).
    const { folder, file } = await folderWithTwoVersions('Landscape', 'L-100 Planting.pdf');
    const page = await openFolder(folder._id);
    await page.goto(webUrl(`/view_file/plan/${file._id}?version=1`));
    await page.getByText('Failed to load PDF viewer').waitFor();
    expect(await page.getByRole('heading', { name: 'L-100 Planting.pdf' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(1);
    await page.getByTestId('superseded').waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright Locator, whose innerText() is the rendered text the assertion reads (textContent would drop the layout's line breaks)
    expect(await page.getByTestId('superseded').innerText()).toMatch(/^Superseded: version 1 of 2\./);
  });

  it('N5: "Make current" asks with a "Make current" button that is not styled as a delete', async () => {
    const { folder, file } = await folderWithTwoVersions('Structural', 'S-200 Framing.pdf');
    const page = await openFolder(folder._id);
    await page.getByRole('button', { name: 'Move/Copy S-200 Framing.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Versions' }).click();
    const panel = page.getByRole('dialog', { name: 'Versions of S-200 Framing.pdf' });
    await panel.locator('li[data-version="1"]').getByRole('button', { name: 'Make current' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    const yes = confirm.getByTestId('confirm-yes');
    await yes.waitFor();
    expect(await yes.textContent()).toBe('Make current');
    expect(await yes.getAttribute('class')).not.toMatch(/btn--danger/);
    await yes.click();
    await page.getByText('Version 1 is current again, as v3').waitFor();
    const versions = await call<FileVersion[]>(`/api/file/plan/${file._id}/versions`, { token: office.token });
    expect(versions.body.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('N17: a marketing file has the row menu with Upload new version and Versions', async () => {
    const { folder } = await folderWithFile('marketing', 'Brochures', 'Sales Brochure.pdf');
    const page = await openFolder(folder._id, 'marketing');
    await page.getByRole('button', { name: 'Actions for Sales Brochure.pdf' }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['Move to...', 'Upload new version', 'Versions']);
    await page.getByRole('menuitem', { name: 'Versions' }).click();
    const panel = page.getByRole('dialog', { name: 'Versions of Sales Brochure.pdf' });
    await panel.getByTestId('versions').locator('li').first().waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Actions for Sales Brochure.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Upload new version' }).click();
    await page.getByRole('dialog', { name: 'Upload new version of Sales Brochure.pdf' }).waitFor();
  });

  it("N19: the new-version dialog prefills Author with the file's author", async () => {
    const { folder } = await folderWithFile('plan', 'Mechanical', 'M-101 HVAC.pdf', 'Cool Air Engineering');
    const page = await openFolder(folder._id);
    await page.getByRole('button', { name: 'Move/Copy M-101 HVAC.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Upload new version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload new version of M-101 HVAC.pdf' });
    expect(await dialog.getByLabel('Author').inputValue()).toBe('Cool Air Engineering');
  });
});
