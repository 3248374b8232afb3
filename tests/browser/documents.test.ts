/**
 * The document areas in Chromium, once per area (plan, marketing, construction): folders on three levels
 * made through the UI, an upload straight to S3 with its progress bar, the PDF viewer, move and copy
 * (checked in both folders), and a recursive folder delete. Also the flat and hierarchical folder pages and
 * a standalone upload page.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import type { DocumentFile, FilesResponse, Folder } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import type { Module } from '../../shared/roles.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { hasHorizontalScroll, launchChromium, signIn, webUrl } from '../support/browser.ts';
import { bytesOf, createFolder, uploadSmall } from '../support/documents.ts';

interface AreaCase {
  module: Module;
  /** Home tile and the navigation link that opens the area's folders. */
  tile: string;
  navLink: string | null;
  rootPath: string;
  contentsPath: string;
  title: (project: string, folder?: string) => string;
  /** Where a copy goes: null for marketing (no Copy). */
  copyTo: Module | null;
  dateFallback: string;
}

const AREAS: AreaCase[] = [
  {
    module: 'plan',
    tile: 'Plan File',
    navLink: null,
    rootPath: '/planfile_page',
    contentsPath: '/planfile_list/',
    title: (p, f) => `Project: ${p} - ${f ?? 'Root'}`,
    copyTo: 'marketing',
    dateFallback: '-',
  },
  {
    module: 'marketing',
    tile: 'Marketing',
    navLink: 'Folder',
    rootPath: '/marketing_folder',
    contentsPath: '/marketingfile_list/',
    title: (p, f) => (f ? `Marketing Folder: ${p} - ${f}` : `Marketing Folder: ${p}`),
    copyTo: null,
    dateFallback: '-',
  },
  {
    module: 'construction',
    tile: 'Construction',
    navLink: 'Drawing',
    rootPath: '/construction_files_folder',
    contentsPath: '/construction_files/',
    title: (p, f) => (f ? `Construction Files: ${p} - ${f}` : `Construction Files: ${p}`),
    copyTo: 'construction',
    dateFallback: 'N/A',
  },
];

/** Over the multipart threshold (16 MiB): three 8 MiB parts, sent while the network is throttled. */
const BIG_BYTES = 20 * 1024 * 1024;
const PDF_PAGES = 3;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function folderContents(token: string, module: Module, projectId: string, folderId: string) {
  const res = await call<FilesResponse>(`/api/files/${module}?folderId=${folderId}&projectId=${projectId}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });

describe.each(AREAS)('the $module area', (area) => {
  let project: Project;
  let office: TestUser;
  let context: BrowserContext;
  let page: Page;
  const names = { l1: `Top ${area.module}`, l2: `Middle ${area.module}`, l3: `Bottom ${area.module}` };
  const pdfName = `Sheet set ${area.module}.pdf`;
  const bigName = `Scan ${area.module}.bin`;
  const pdf = demoDrawingSet('Browser test', 'B-1', PDF_PAGES);
  const ids: Record<'l1' | 'l2' | 'l3', string> = { l1: '', l2: '', l3: '' };
  let dest: Folder;
  let copyTarget: Folder | undefined;

  beforeAll(async () => {
    project = await createProject(`Docs ${area.module} ${Date.now()}`);
    office = await createSignedInUser('office', [project._id]);
    dest = await createFolder(office.token, { name: 'Destination', module: area.module, projectId: project._id });
    if (area.copyTo) {
      copyTarget = await createFolder(office.token, {
        name: 'Copies',
        module: area.copyTo,
        projectId: project._id,
      });
    }
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  const rowOf = (name: string) => page.locator('table.file-table tbody tr', { hasText: name });

  it('opens the area from the home page and creates folders on three levels through the UI', async () => {
    await signIn(page, office.email, office.password);
    await page.waitForURL('**/app_home');
    await page.getByRole('button', { name: new RegExp(`^${area.tile}`) }).click();
    await page.getByRole('button', { name: project.name }).click();
    if (area.navLink) await page.getByRole('navigation').getByRole('link', { name: area.navLink }).click();
    await page.waitForURL((url) => url.pathname === area.rootPath);
    await page.getByRole('heading', { level: 1, name: area.title(project.name) }).waitFor();
    await page.getByTestId('area-heading').waitFor();
    const made = area.copyTo === area.module ? 2 : 1;
    // One folder is "1 folder" (the spec's line, in the singular for one).
    await expect
      .poll(() => page.getByTestId('level-line').textContent())
      .toBe(`Level 1 Folders - ${made} ${made === 1 ? 'folder' : 'folders'}`);

    for (const [level, key] of [
      [1, 'l1'],
      [2, 'l2'],
      [3, 'l3'],
    ] as const) {
      await page.getByRole('button', { name: 'Edit Subfolders' }).click();
      const edit = dialog(page, 'Edit Subfolders');
      await edit.getByText('Add New Subfolder').waitFor();
      await edit.getByText('Existing Subfolders').waitFor();
      // A blank name makes no call.
      await edit.getByLabel('New subfolder name').fill('   ');
      await edit.getByRole('button', { name: 'Add', exact: true }).click();
      if (level > 1) await edit.getByText('No subfolders found.').waitFor();
      await edit.getByLabel('New subfolder name').fill(`  ${names[key]}  `);
      await edit.getByRole('button', { name: 'Add', exact: true }).click();
      const entry = edit.locator('li', { hasText: names[key] });
      await entry.getByText(`Level ${level}`).waitFor();
      await entry.getByText('0 files').waitFor();
      await edit.getByRole('button', { name: 'Close' }).click();
      const tile = page.locator('.folder-tile', { hasText: names[key] });
      expect(await tile.getAttribute('data-icon')).toBe('empty');
      ids[key] = (await tile.getAttribute('data-folder-id')) as string;
      await tile.click();
      await page.waitForURL(`**${area.contentsPath}${ids[key]}`);
      await page.getByRole('heading', { level: 1, name: area.title(project.name, names[key]) }).waitFor();
    }

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumbs.locator('li').allTextContents()).join('')).toBe(`Root/${names.l1}/${names.l2}/${names.l3}`);
    // The last entry is plain text on plan and construction, a link on marketing.
    expect(await crumbs.getByRole('link', { name: names.l3 }).count()).toBe(area.module === 'marketing' ? 1 : 0);
    expect(await page.getByTestId('level-line').textContent()).toBe('Level 3 - 0 subfolders');
    await page.getByText('No folders found').waitFor();
    await page.getByText('No files in current folder').waitFor();

    const l3 = await call<Folder & { ancestors: { _id: string }[] }>(`/api/folders/${ids.l3}`, {
      token: office.token,
    });
    expect(l3.body).toMatchObject({ name: names.l3, level: 3, parent_id: ids.l2, module: area.module });
    expect(l3.body.ancestors.map((a) => a._id)).toEqual([ids.l1, ids.l2]);
  });

  it('uploads two files at once straight to S3, with a progress bar per file', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // About 3 s for the large file, so its progress can be watched.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024 * 1024,
    });
    await page.getByRole('button', { name: `Upload File to ${names.l3}` }).click();
    const upload = dialog(page, `Upload File to ${names.l3}`);
    await upload.getByRole('button', { name: 'Upload File' }).click();
    await upload.getByText('Please select a file and enter the author name.').waitFor();

    await upload.getByLabel('Select File').setInputFiles([
      { name: bigName, mimeType: 'application/octet-stream', buffer: Buffer.from(bytesOf(BIG_BYTES)) },
      { name: pdfName, mimeType: 'application/pdf', buffer: pdf },
    ]);
    await upload.getByLabel('Author').fill('  Site Engineer ');
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Upload of Scan"]')) {
          seen.push(Number(bar.getAttribute('aria-valuenow')));
        }
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await upload.getByRole('button', { name: 'Upload File' }).click();
    const bigBar = upload.getByRole('progressbar', { name: `Upload of ${bigName}` });
    await bigBar.waitFor();
    await upload.getByRole('progressbar', { name: `Upload of ${pdfName}` }).waitFor();
    await upload.getByText('File uploaded successfully!').waitFor({ timeout: 30_000 });
    expect(await bigBar.getAttribute('aria-valuenow')).toBe('100');
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(
      seen.some((v) => v > 0 && v < 100),
      `progress values seen: ${[...new Set(seen)].join(',')}`,
    ).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Closes by itself after 2 seconds; the list has reloaded.
    await upload.waitFor({ state: 'detached', timeout: 5_000 });
    await rowOf(pdfName).waitFor();
    await rowOf(bigName).waitFor();
    expect(
      await rowOf(bigName)
        .locator('td')
        .nth(area.module === 'marketing' ? 1 : 2)
        .textContent(),
    ).toBe('20.00 MB');
    if (area.module !== 'marketing')
      expect(await rowOf(pdfName).locator('td').nth(1).textContent()).toBe('Site Engineer');
    const contents = await folderContents(office.token, area.module, project._id, ids.l3);
    expect(contents.files.map((f) => [f.original_name, f.size]).sort()).toEqual(
      [
        [bigName, BIG_BYTES],
        [pdfName, pdf.length],
      ].sort(),
    );
    // The folder icons of the ancestors are full now.
    await page.goto(webUrl(area.rootPath));
    // After a full page load, which can take longer than expect.poll's one second under a full run.
    await page.locator('.folder-tile', { hasText: names.l1 }).waitFor();
    expect(await page.locator('.folder-tile', { hasText: names.l1 }).getAttribute('data-icon')).toBe('full');
    expect(await page.locator('.folder-tile', { hasText: 'Destination' }).getAttribute('data-icon')).toBe('empty');
  }, 90_000);

  it('opens the PDF in the viewer in a new tab, page by page', async () => {
    await page.goto(webUrl(`${area.contentsPath}${ids.l3}`));
    const file = (await folderContents(office.token, area.module, project._id, ids.l3)).files.find(
      (f) => f.original_name === pdfName,
    ) as DocumentFile;
    const [viewer] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: pdfName }).click(),
    ]);
    await viewer.waitForURL(`**/view_file/${area.module}/${file._id}`);
    const canvas = viewer.locator('.pdf-page canvas');
    await canvas.waitFor();
    await expect.poll(() => viewer.getByTestId('pdf-page-count').textContent()).toBe(`of ${PDF_PAGES}`);
    expect(await viewer.getByRole('heading', { name: pdfName }).count()).toBe(1);
    // Something is drawn: the canvas is not blank.
    const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(100);
    expect(await viewer.locator('.pdf-page canvas').count()).toBe(1);
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => viewer.getByLabel('Page number').inputValue()).toBe('2');
    await viewer.locator('.pdf-page canvas').waitFor();
    const fit = await viewer.getByTestId('pdf-zoom').textContent();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => viewer.getByTestId('pdf-zoom').textContent()).not.toBe(fit);
    await viewer.getByRole('button', { name: 'Fit to width' }).click();
    await expect.poll(() => viewer.getByTestId('pdf-zoom').textContent()).toBe(fit);
    await viewer.close();
  });

  it('moves a file to another folder, and copies it (checked in both folders)', async () => {
    await page.goto(webUrl(`${area.contentsPath}${ids.l3}`));
    await rowOf(pdfName).waitFor();
    // Marketing's column is Actions (no Copy), the others' Move/Copy; both open the same row menu.
    await rowOf(pdfName)
      .getByRole('button', { name: area.module === 'marketing' ? /^Actions for/ : /^Move\/Copy/ })
      .click();
    await page.getByRole('menuitem', { name: 'Move to...' }).click();
    const move = dialog(page, 'Move to...');
    expect(await move.getByTestId('selected-path').textContent()).toBe('Selected: No selection');
    await move.getByRole('button', { name: 'Confirm' }).click();
    await move.getByText('Please select a destination folder').waitFor();
    expect(await move.getByRole('radio').count()).toBe(0);
    const step1 = move.getByLabel(/^Step 1/);
    await expect.poll(() => step1.locator('option').count()).toBeGreaterThan(2);
    expect(await step1.locator('option', { hasText: 'Destination' }).textContent()).toBe(
      'Destination (0 files, 0 subfolders)',
    );
    await step1.selectOption({ label: 'Destination (0 files, 0 subfolders)' });
    expect(await move.getByTestId('selected-path').textContent()).toBe('Selected: Destination');
    await move.getByRole('button', { name: 'Confirm' }).click();
    await move.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(pdfName).count()).toBe(0);
    await rowOf(bigName).waitFor();

    // The destination shows it.
    await page.goto(webUrl(`${area.contentsPath}${dest._id}`));
    await rowOf(pdfName).waitFor();
    const moved = (await folderContents(office.token, area.module, project._id, dest._id)).files;
    expect(moved.map((f) => f.original_name)).toEqual([pdfName]);
    expect(
      (await folderContents(office.token, area.module, project._id, ids.l3)).files.map((f) => f.original_name),
    ).toEqual([bigName]);

    if (!area.copyTo || !copyTarget) return;
    await rowOf(pdfName)
      .getByRole('button', { name: /Move\/Copy/ })
      .click();
    await page.getByRole('menuitem', { name: 'Copy to...' }).click();
    const copy = dialog(page, 'Copy to...');
    if (area.module === 'plan') {
      expect(await copy.getByRole('radio', { name: 'Marketing' }).isChecked()).toBe(true);
      expect(await copy.getByRole('radio', { name: 'Construction' }).isChecked()).toBe(false);
    } else {
      expect(await copy.getByRole('radio').count()).toBe(0);
    }
    const copyStep1 = copy.getByLabel(/^Step 1/);
    await expect.poll(() => copyStep1.locator('option', { hasText: 'Copies' }).count()).toBe(1);
    await copyStep1.selectOption({ label: 'Copies (0 files, 0 subfolders)' });
    await copy.getByRole('button', { name: 'Confirm' }).click();
    await copy.waitFor({ state: 'detached' });
    // The original stays; the copy is in the other folder (of marketing, for a plan file).
    await rowOf(pdfName).waitFor();
    expect((await folderContents(office.token, area.module, project._id, dest._id)).files).toHaveLength(1);
    const copied = await folderContents(office.token, area.copyTo, project._id, copyTarget._id);
    expect(copied.files.map((f) => [f.original_name, f.size, f.module])).toEqual([[pdfName, pdf.length, area.copyTo]]);
    const targetPath = area.copyTo === 'marketing' ? '/marketingfile_list/' : area.contentsPath;
    await page.goto(webUrl(`${targetPath}${copyTarget._id}`));
    await rowOf(pdfName).waitFor();
  });

  it('deletes a file, and a folder with everything in it', async () => {
    await page.goto(webUrl(`${area.contentsPath}${dest._id}`));
    await rowOf(pdfName)
      .getByRole('button', { name: `Delete ${pdfName}` })
      .click();
    const confirm = dialog(page, 'Please confirm');
    await confirm.getByText('Are you sure you want to delete this file?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No files in current folder').waitFor();
    expect((await folderContents(office.token, area.module, project._id, dest._id)).files).toEqual([]);

    await page.goto(webUrl(area.rootPath));
    await page.locator('.folder-tile', { hasText: names.l1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Subfolders' }).click();
    const edit = dialog(page, 'Edit Subfolders');
    await edit.getByRole('button', { name: `Delete ${names.l1}` }).click();
    const ask = dialog(page, 'Please confirm');
    await ask.getByText('Are you sure you want to delete this subfolder and all its contents?').waitFor();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await edit.getByText(`Folder "${names.l1}" deleted.`).waitFor();
    await expect.poll(() => edit.locator('li[data-folder-id]', { hasText: names.l1 }).count()).toBe(0);
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('.folder-tile', { hasText: names.l1 }).count()).toBe(0);
    await page.locator('.folder-tile', { hasText: 'Destination' }).waitFor();
    for (const id of [ids.l1, ids.l2, ids.l3]) {
      expect((await call(`/api/folders/${id}`, { token: office.token })).status).toBe(404);
    }
  });

  it('works at 375px: the table scrolls inside its frame, the page does not', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(webUrl(`${area.contentsPath}${dest._id}`));
    await page.getByRole('button', { name: /Upload File to/ }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: /Upload File to/ }).click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('folder management pages and the upload pages', () => {
  let project: Project;
  let office: TestUser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    project = await createProject(`Docs pages ${Date.now()}`);
    office = await createSignedInUser('office', [project._id]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, office.email, office.password);
    await page.waitForURL('**/app_home');
    await page.evaluate((p) => {
      localStorage.setItem('selectedScenario', 'marketing');
      localStorage.setItem('selectedProject', JSON.stringify({ id: p._id, name: p.name, description: '' }));
    }, project);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('Edit Marketing Folders: create, rename inline, delete with the named question', async () => {
    await page.goto(webUrl('/marketing_edit_folder'));
    await page.getByRole('heading', { level: 1, name: 'Edit Marketing Folders' }).waitFor();
    await page.getByLabel('New Folder Name').fill('  Flyers ');
    await page.getByRole('button', { name: 'Create Folder' }).click();
    await page.getByRole('columnheader', { name: 'Folder Name & Actions' }).waitFor();
    await page.getByRole('button', { name: 'Edit Flyers' }).click();
    await page.getByLabel('Folder name', { exact: true }).fill('Posters');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('tbody tr', { hasText: 'Flyers' }).waitFor();
    await page.getByRole('button', { name: 'Edit Flyers' }).click();
    await page.getByLabel('Folder name', { exact: true }).fill('  Posters ');
    await page.getByRole('button', { name: 'Save' }).click();
    const posters = page.locator('tbody tr', { hasText: 'Posters' });
    await posters.waitFor();
    await posters.getByRole('button', { name: 'Delete Posters' }).click();
    await dialog(page, 'Please confirm').getByText('Are you sure you want to delete folder "Posters"?').waitFor();
    await dialog(page, 'Please confirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No folders found').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/marketing_folder');
  });

  it('Edit Plan Folders: a hierarchy indented 20px per level, parents of level 1 and 2 only', async () => {
    await page.goto(webUrl('/plan_edit_folder'));
    await page.getByRole('heading', { level: 1, name: 'Edit Plan Folders' }).waitFor();
    const add = async (name: string, parent?: string) => {
      await page.getByLabel('Folder Name', { exact: true }).fill(name);
      await page.getByLabel('Parent Folder (optional)').selectOption(parent ? { label: parent } : { value: '' });
      await page.getByRole('button', { name: 'Add Folder' }).click();
      await page.locator('.folder-tree li', { hasText: name.trim() }).waitFor();
    };
    await add('Arch');
    await add('Plans', '[L1] Arch');
    await add('Details', '[L2] Plans');
    const options = await page.getByLabel('Parent Folder (optional)').locator('option').allTextContents();
    expect(options).toEqual(['Root level', '[L1] Arch', '[L2] Plans']);
    const indents = await page
      .locator('.folder-tree li')
      .evaluateAll((rows) => rows.map((r) => Number.parseFloat(getComputedStyle(r).paddingLeft)));
    expect(indents.map((x) => x - (indents[0] ?? 0))).toEqual([0, 20, 40]);
    await page.getByRole('button', { name: 'Delete Plans' }).click();
    await dialog(page, 'Please confirm').getByText('Are you sure you want to delete this folder?').waitFor();
    await dialog(page, 'Please confirm').getByRole('button', { name: 'Delete' }).click();
    // The row leaves only after the DELETE and the tree's refetch: wait for that, not for expect.poll's
    // one-second default (which a loaded full run outlasted now and then).
    await page.locator('.folder-tree li', { hasText: 'Plans' }).waitFor({ state: 'detached' });
    expect(await page.locator('.folder-tree li').allTextContents()).toEqual([expect.stringContaining('Arch')]);
  });

  it('Upload Construction Files: folder, author and PDF/JPG/PNG only', async () => {
    const folder = await createFolder(office.token, {
      name: 'Permits',
      module: 'construction',
      projectId: project._id,
    });
    await page.goto(webUrl('/construction_upload'));
    await page.getByRole('heading', { level: 1, name: 'Upload Construction Files' }).waitFor();
    const select = page.getByLabel('Select Folder');
    expect(await select.locator('option').first().textContent()).toBe('-- Select Folder --');
    expect(await page.getByLabel('Select File').getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png');
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await page.getByText('Please select a folder, file, and enter the author name.').waitFor();
    await expect.poll(() => select.locator('option').count()).toBe(2);
    await select.selectOption({ label: '[L1] Permits' });
    await page.getByLabel('File Author').fill('Project Manager');
    await page.getByLabel('Select File').setInputFiles([
      { name: 'permit.pdf', mimeType: 'application/pdf', buffer: demoDrawingSet('Permit', 'P-1', 1) },
      { name: 'site.png', mimeType: 'image/png', buffer: Buffer.from('png-bytes') },
    ]);
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await page.getByText('File uploaded successfully!').waitFor();
    const contents = await folderContents(office.token, 'construction', project._id, folder._id);
    expect(contents.files.map((f) => f.original_name).sort()).toEqual(['permit.pdf', 'site.png']);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/construction_files_folder');
  });

  it('a folder larger than a page opens at once and loads the rest; deleted, its erase runs in the background with progress', async () => {
    const big = await createFolder(office.token, { name: 'Archive', module: 'plan', projectId: project._id });
    const count = 230;
    for (let i = 0; i < count; i += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, count - i) }, (_, j) =>
          uploadSmall(office.token, {
            module: 'plan',
            projectId: project._id,
            folderId: big._id,
            fileName: `sheet-${String(i + j).padStart(3, '0')}.pdf`,
          }),
        ),
      );
    }
    await page.goto(webUrl(`/planfile_list/${big._id}`));
    const rows = page.locator('table.file-table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(200);
    expect(await page.getByTestId('files-shown').textContent()).toBe(`Showing 200 of ${count} files`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(count);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const names = await rows.locator('td:first-child').allTextContents();
    expect(new Set(names).size).toBe(count);

    // Issue 23: the delete moves the folder to the recycle bin at once, whatever it holds.
    await page.goto(webUrl('/planfile_page'));
    await page.getByRole('button', { name: 'Edit Subfolders' }).click();
    const edit = dialog(page, 'Edit Subfolders');
    await edit.getByRole('button', { name: 'Delete Archive' }).click();
    await dialog(page, 'Please confirm').getByRole('button', { name: 'Delete' }).click();
    const progress = edit.locator('.deletion');
    await progress.waitFor();
    await expect.poll(() => progress.first().getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    await edit.getByText('Folder "Archive" deleted.').waitFor();
    expect((await call(`/api/folders/${big._id}`, { token: office.token })).status).toBe(404);
    // More than 100 files: deleted forever, it is emptied in the background, its progress in delete-status.
    const erase = await call(`/api/projects/${project._id}/recycle-bin/${big._id}`, {
      method: 'DELETE',
      token: await asAdmin(),
    });
    expect(erase.status).toBe(204);
    const states = new Set<string>();
    const statusOf = async () => {
      const res = await call<{ state: string }>(`/api/folders/${big._id}/delete-status`, { token: office.token });
      states.add(res.body.state);
      return res.body.state;
    };
    await expect.poll(statusOf, { timeout: 60_000, interval: 100 }).toBe('done');
    expect(states.has('deleting')).toBe(true);
    expect((await call(`/api/folders/${big._id}/delete-status`, { token: office.token })).body).toMatchObject({
      state: 'done',
      deletedFiles: count,
    });
  }, 120_000);

  it('the viewer says so when its parameters are wrong', async () => {
    await page.goto(webUrl('/view_file/drawings/01ARZ3NDEKTSV4RRFFQ69G5FAV'));
    await page.getByText('Invalid file parameters').waitFor();
    await page.goto(webUrl('/view_file/plan'));
    await page.getByText('Invalid file parameters').waitFor();
  });
});
