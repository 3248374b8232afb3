/** What the document screens say when something is missing or fails (issue findings B9–B14). */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject } from '../support/api.ts';
import { browserPerTest, signIn, webUrl } from '../support/browser.ts';
import { bytesOf, createFolder, uploadSmall } from '../support/documents.ts';

const session = browserPerTest();
let project: Project;

beforeAll(async () => {
  project = await createProject(`Harbourfront Condos ${Date.now()}`);
});

async function openAsAdmin(path: string) {
  const { page } = session;
  await signIn(page, inject('adminEmail'), inject('adminPassword'));
  await page.waitForURL('**/app_home');
  await page.evaluate(
    ({ id, name }) => localStorage.setItem('selectedProject', JSON.stringify({ id, name, description: '' })),
    { id: project._id, name: project.name },
  );
  await page.goto(webUrl(path));
}

describe('B12: a deleted folder', () => {
  it.each([
    ['plan', (id: string) => `/planfile_list/${id}`],
    ['marketing', (id: string) => `/marketingfile_list/${id}`],
    ['construction', (id: string) => `/construction_files/${id}`],
  ] as const)('B12: its %s URL says the folder is not found, without a "Root" title', async (module, path) => {
    const admin = await asAdmin();
    const folder = await createFolder(admin, { name: 'Old Submittals', module, projectId: project._id });
    const removed = await call(`/api/folders/${folder._id}`, { method: 'DELETE', token: admin });
    expect(removed.status).toBe(200);
    await openAsAdmin(path(folder._id));
    const { page } = session;
    await page.getByText('Folder not found').first().waitFor();
    const heading = (await page.getByRole('heading', { level: 1 }).allTextContents()).join(' | ');
    expect(heading).not.toMatch(/Root/);
    expect(heading).toContain(project.name);
    expect(await page.getByRole('button', { name: /Upload File to/ }).count()).toBe(0);
    await page.getByRole('link', { name: /Back to/ }).click();
    await page.waitForURL((url) => !url.pathname.includes(folder._id));
  });
});

describe('B9: failures read as the spec words, never a bare status code', () => {
  it('B9: a folder screen whose contents fail to load says "Failed to load files and folders"', async () => {
    const admin = await asAdmin();
    const folder = await createFolder(admin, { name: 'Shop Drawings', module: 'plan', projectId: project._id });
    const { page } = session;
    await page.route('**/api/files/plan?*', (route) => route.fulfill({ status: 500, body: '' }));
    await openAsAdmin(`/planfile_list/${folder._id}`);
    await page.getByText('Failed to load files and folders').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/\b500\b|status/);
  });

  it('B9: a move refused with a bare 500 says "Operation failed" and no status code', async () => {
    const admin = await asAdmin();
    const from = await createFolder(admin, { name: 'Incoming', module: 'plan', projectId: project._id });
    await createFolder(admin, { name: 'Filed', module: 'plan', projectId: project._id });
    await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: from._id,
      fileName: 'A-301 Sections.pdf',
      content: '%PDF-1.4 sections',
    });
    const { page } = session;
    await page.route('**/api/file/*/*/move', (route) => route.fulfill({ status: 500, body: '' }));
    await openAsAdmin(`/planfile_list/${from._id}`);
    await page.getByRole('button', { name: /Move\/Copy/ }).click();
    await page.getByRole('menuitem', { name: 'Move to...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to...' });
    const step1 = dialog.getByLabel(/^Step 1/);
    await expect.poll(() => step1.locator('option', { hasText: 'Filed' }).count()).toBe(1);
    await step1.selectOption({ label: (await step1.locator('option', { hasText: 'Filed' }).textContent()) ?? '' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Operation failed').waitFor();
    expect(await dialog.textContent()).not.toMatch(/\b500\b|status/);
  });
});

describe('B14: upload progress', () => {
  it('B14: the label and the bar show the same percentage at every moment of an upload', async () => {
    const admin = await asAdmin();
    const folder = await createFolder(admin, { name: 'Progress', module: 'plan', projectId: project._id });
    await openAsAdmin(`/planfile_list/${folder._id}`);
    const { page } = session;
    // A slow link, so the upload takes a few seconds and many progress events arrive.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 50 * 1024 * 1024,
      uploadThroughput: 600 * 1024,
    });
    await page.getByRole('button', { name: /Upload File to/ }).click();
    const upload = page.getByRole('dialog');
    await upload
      .getByLabel('Select File')
      .setInputFiles([
        { name: 'Survey.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytesOf(3 * 1024 * 1024)) },
      ]);
    await upload.getByLabel('Author').fill('Surveyor');
    await upload.getByRole('button', { name: 'Upload File' }).click();
    const item = upload.locator('.upload-list__item');
    await item.waitFor();
    const gaps: number[] = [];
    for (let i = 0; i < 200 && (await item.getAttribute('data-status')) !== 'done'; i++) {
      const sample = await item.evaluate((el) => {
        const label = /(\d+)%/.exec(el.querySelector('.upload-list__meta')?.textContent ?? '')?.[1];
        const track = el.querySelector('.upload-progress')?.getBoundingClientRect().width ?? 0;
        const bar = el.querySelector('.upload-progress__bar')?.getBoundingClientRect().width ?? 0;
        return label === undefined || track === 0 ? null : Math.abs(Number(label) - (100 * bar) / track);
      });
      if (sample !== null) gaps.push(sample);
      // The next frame the page draws, not a fixed time.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    expect(gaps.length).toBeGreaterThan(5);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1);
  });
});

describe('B10: a failed upload', () => {
  it("B10: shows its reason once, on the file's row, and a summary in the spec's words", async () => {
    const admin = await asAdmin();
    const folder = await createFolder(admin, { name: 'Refusals', module: 'plan', projectId: project._id });
    const { page } = session;
    await page.route('**/api/uploads', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Folder not found' }),
      }),
    );
    await openAsAdmin(`/planfile_list/${folder._id}`);
    await page.getByRole('button', { name: /Upload File to/ }).click();
    const upload = page.getByRole('dialog');
    await upload
      .getByLabel('Select File')
      .setInputFiles([{ name: 'Refused.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 refused') }]);
    await upload.getByLabel('Author').fill('Surveyor');
    await upload.getByRole('button', { name: 'Upload File' }).click();
    await upload.locator('.upload-list__item[data-status="failed"]').waitFor();
    await upload.getByText('Failed to upload file', { exact: true }).waitFor();
    expect(await upload.getByText('Folder not found').count()).toBe(1);
  });
});

describe('big uploads: completing survives a slow or failing answer', () => {
  it('a complete that times out twice is tried again, never aborted, and the file is recorded', async () => {
    const admin = await asAdmin();
    const folder = await createFolder(admin, { name: 'Large sets', module: 'plan', projectId: project._id });
    const { page } = session;
    let refused = 0;
    const aborts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'DELETE' && /\/api\/uploads\/[^/]+$/.test(new URL(req.url()).pathname))
        aborts.push(req.url());
    });
    await page.route('**/api/uploads/*/complete', async (route) => {
      if (refused < 2) {
        refused += 1;
        // As API Gateway answers when S3 needs longer than 29 s to assemble the parts.
        return route.fulfill({
          status: 504,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'The request took too long. Please try again.' }),
        });
      }
      return route.continue();
    });
    await openAsAdmin(`/planfile_list/${folder._id}`);
    await page.getByRole('button', { name: /Upload File to/ }).click();
    const upload = page.getByRole('dialog');
    await upload
      .getByLabel('Select File')
      .setInputFiles([
        { name: 'Tower set.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 tower set') },
      ]);
    await upload.getByLabel('Author').fill('Architect');
    await upload.getByRole('button', { name: 'Upload File' }).click();
    await upload.locator('.upload-list__item[data-status="done"]').waitFor();
    expect(refused).toBe(2);
    expect(aborts).toEqual([]);
    const files = await call<{ files: { original_name: string }[] }>(
      `/api/files/plan?folderId=${folder._id}&projectId=${project._id}`,
      { token: admin },
    );
    expect(files.body.files.map((f) => f.original_name)).toEqual(['Tower set.pdf']);
  });
});

describe('N4: an empty file', () => {
  it('N4: a 0-byte file is refused up front with "{name} is empty", and nothing is started', async () => {
    const admin = await asAdmin();
    const folder = await createFolder(admin, { name: 'Blanks', module: 'plan', projectId: project._id });
    const { page } = session;
    const started: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/uploads')) started.push(`${req.method()} ${req.url()}`);
    });
    await openAsAdmin(`/planfile_list/${folder._id}`);
    await page.getByRole('button', { name: /Upload File to/ }).click();
    const upload = page.getByRole('dialog');
    await upload
      .getByLabel('Select File')
      .setInputFiles([{ name: 'Blank sheet.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }]);
    await upload.getByLabel('Author').fill('Architect');
    await upload.getByRole('button', { name: 'Upload File' }).click();
    await upload.getByText('Blank sheet.pdf is empty', { exact: true }).waitFor();
    expect(await upload.getByRole('button', { name: 'Upload File' }).isEnabled()).toBe(true);
    expect(await upload.getByText(/Uploading/).count()).toBe(0);
    expect(started).toEqual([]);
  });
});
