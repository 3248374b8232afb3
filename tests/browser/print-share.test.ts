/**
 * Print orders and temporary links in Chromium: a print request with delivery read back from the SES
 * emulator's store; a link made, copied and opened in a fresh browser that is not signed in.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import type { DocumentFile, Folder } from '../../shared/models/documents.ts';
import type { ShareLink } from '../../shared/models/sharing.ts';
import type { Project } from '../../shared/models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  hasHorizontalScroll,
  launchChromium,
  nextToast,
  recordNativeDialogs,
  signIn,
  webUrl,
} from '../support/browser.ts';
import { createFolder, uploadPresigned, uploadSmall } from '../support/documents.ts';
import { emailContaining } from '../support/mail.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let project: Project;
let pm: TestUser;
let folder: Folder;
let drawing: DocumentFile;
const stamp = Date.now();
const content = `%PDF-1.4 shared drawing ${stamp}`;

beforeAll(async () => {
  browser = await launchChromium();
  project = await createProject(`Print and share ${stamp}`);
  pm = await createSignedInUser('pm', [project._id]);
  folder = await createFolder(pm.token, { name: 'Issued', module: 'construction', projectId: project._id });
  drawing = await uploadSmall(pm.token, {
    module: 'construction',
    projectId: project._id,
    folderId: folder._id,
    fileName: `S-200 Framing ${stamp}.pdf`,
    content,
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl('') });
  page = await context.newPage();
  await signIn(page, pm.email, pm.password);
  await page.waitForURL('**/app_home');
  await page.evaluate((p) => {
    localStorage.setItem('selectedScenario', 'construction');
    localStorage.setItem('selectedProject', JSON.stringify({ id: p._id, name: p.name, description: '' }));
  }, project);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const row = () => page.locator('table.file-table tbody tr', { hasText: drawing.original_name });

describe('Print Request dialog', () => {
  it('sends a print order with delivery; the print shop receives it by email', async () => {
    await page.goto(webUrl(`/construction_files/${folder._id}`));
    await row().getByRole('button', { name: 'Print' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print Request' });
    expect(await dialog.getByLabel('File Name').inputValue()).toBe(drawing.original_name);
    expect(await dialog.getByLabel('Paper').inputValue()).toBe('20#Bond');
    expect(await dialog.getByLabel('Paper').getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByLabel('Size').locator('option').allTextContents()).toEqual([
      '18"x24"',
      '24"x36"',
      '30"x42"',
      '60"x36"',
    ]);
    expect(await dialog.getByLabel('Production Time').locator('option').allTextContents()).toEqual([
      '2-3 business days',
      'same day service',
      'next day',
    ]);
    // Recipient fields only for delivery.
    expect(await dialog.getByLabel('Recipient Name').count()).toBe(0);
    await dialog.getByLabel('Delivery', { exact: true }).check();
    await dialog.getByLabel('Recipient Name').waitFor();

    await dialog.getByLabel('Size').selectOption('30"x42"');
    await dialog.getByLabel('Copies').fill('21');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Copies must be a whole number from 1 to 20').waitFor();
    await dialog.getByLabel('Copies').fill('4');
    await dialog.getByLabel('Production Time').selectOption('same day service');
    await dialog.getByLabel('Additional Details').fill('x'.repeat(250));
    expect((await dialog.getByLabel('Additional Details').inputValue()).length).toBe(200);
    expect(await dialog.getByTestId('details-counter').textContent()).toBe('200/200');
    await dialog.getByLabel('Additional Details').fill(`Staple sets ${stamp}`);
    expect(await dialog.getByTestId('details-counter').textContent()).toBe(`${`Staple sets ${stamp}`.length}/200`);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Delivery needs a recipient name, address, phone number').waitFor();
    await dialog.getByLabel('Recipient Name').fill('Sam Site');
    await dialog.getByLabel('Delivery Address').fill('100 Queens Quay W, Toronto');
    // B13: the print shop must never receive "Phone: abc".
    await dialog.getByLabel('Recipient Phone').fill('abc');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Please enter a valid phone number').waitFor();
    await dialog.getByLabel('Recipient Phone').fill('416-555-0100');

    const nativeDialogs = recordNativeDialogs(page);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    expect(await nextToast(page)).toBe('Print request submitted successfully!');
    await dialog.waitFor({ state: 'detached' });
    expect(nativeDialogs).toEqual([]);

    const email = await emailContaining(`Staple sets ${stamp}`);
    expect(email.destination.to).toEqual(['print-shop@example.com']);
    expect(email.replyTo).toEqual([pm.email]);
    const text = email.body.text ?? '';
    for (const expected of [
      `Project: ${project.name}`,
      'Size: 30"x42"',
      'Copies: 4',
      'Paper: 20#Bond',
      'Production time: same day service',
      'Recipient: Sam Site',
      'Address: 100 Queens Quay W, Toronto',
      'Phone: 416-555-0100',
    ]) {
      expect(text).toContain(expected);
    }
    const link = /Download: (\S+)/.exec(text)?.[1] as string;
    const opened = await fetch(link, { redirect: 'follow' });
    expect(await opened.text()).toBe(content);
  });

  it('R4: an A0 drawing pre-selects 60"x36", shows its sheet and pages, and warns of the scale at 24"x36"', async () => {
    // A0 (841 x 1189 mm), 3 sheets.
    const a0 = await uploadPresigned(
      pm.token,
      {
        module: 'construction',
        projectId: project._id,
        folderId: folder._id,
        fileName: `S-001 General ${stamp}.pdf`,
        contentType: 'application/pdf',
        size: 0,
      },
      new Uint8Array(demoDrawingSet('S-001', 'S-1', 3, [2384, 3370])),
    );
    await page.goto(webUrl(`/construction_files/${folder._id}`));
    await page
      .locator('table.file-table tbody tr', { hasText: a0.original_name })
      .getByRole('button', { name: 'Print' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Print Request' });
    await dialog.getByTestId('print-sheet').waitFor();
    expect(await dialog.getByTestId('print-sheet').textContent()).toBe('Drawing: 33.11" x 46.81" (A0), 3 pages');
    expect(await dialog.getByLabel('Size').inputValue()).toBe('60"x36"');
    const scale = dialog.locator('.print-scale');
    await dialog.getByLabel('Size').selectOption('24"x36"');
    await scale.waitFor();
    expect(await scale.textContent()).toBe(
      'The drawing\'s sheet is 33.11" x 46.81" (A0); on 24"x36" paper it prints at 72% of its size, so it is not to scale.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('Temporary link dialog', () => {
  it('B5: makes a link only when asked, Regenerate replaces it (the old one is revoked), copies it, and it downloads the file without a session', async () => {
    const activeLinks = async () =>
      (await call<ShareLink[]>(`/api/share-file?fileId=${drawing._id}&module=construction`, { token: pm.token })).body;
    const beforeOpening = (await activeLinks()).length;
    await page.goto(webUrl(`/construction_files/${folder._id}`));
    await row()
      .getByRole('button', { name: `Temporary link for ${drawing.original_name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Temporary Link' });
    await dialog.getByText(drawing.original_name).waitFor();
    await dialog.getByText('Anyone with this link can download the file until it expires').waitFor();
    const hours = dialog.getByLabel('Valid for (hours)');
    expect(await hours.inputValue()).toBe('24');
    expect([await hours.getAttribute('min'), await hours.getAttribute('max')]).toEqual(['1', '168']);
    const field = dialog.getByTestId('share-link');
    // B5: opening the dialog makes nothing public.
    const listed = dialog.locator('.share-links li');
    await expect.poll(() => listed.count()).toBe(beforeOpening);
    expect(await field.inputValue()).toBe('');
    expect((await activeLinks()).length).toBe(beforeOpening);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect.poll(() => field.inputValue()).toMatch(/^http:\/\/localhost:\d+\/api\/shared\//);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    const first = await field.inputValue();
    await expect.poll(() => listed.locator(`text=This link`).count()).toBe(1);
    await expect.poll(() => listed.count()).toBe(beforeOpening + 1);

    await hours.fill('0');
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await dialog.getByText('Valid for (hours) must be a whole number from 1 to 168').waitFor();
    await hours.fill('2');
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => field.inputValue()).not.toBe(first);
    const link = await field.inputValue();
    const made = (await activeLinks()).find((l) => link.includes(`/api/shared/${l._id}.`)) as ShareLink;
    const hoursValid = (Date.parse(made.expiresAt) - Date.now()) / 3600_000;
    expect(hoursValid).toBeGreaterThan(1.9);
    expect(hoursValid).toBeLessThanOrEqual(2);
    // B5: Regenerate replaced the link: still one of ours, and the first no longer opens.
    await expect.poll(async () => (await activeLinks()).length).toBe(beforeOpening + 1);
    expect((await fetch(first, { redirect: 'manual' })).status).toBe(410);
    const copy = dialog.getByRole('button', { name: 'Copy link' });
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied ✓');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect.poll(() => copy.textContent(), { timeout: 4000 }).toBe('Copy');

    // A browser with no session at all: the link starts the download of the file's bytes.
    const visitor = await browser.newContext({ acceptDownloads: true });
    try {
      const anonymous = await visitor.newPage();
      expect(await anonymous.evaluate(() => localStorage.length).catch(() => 0)).toBe(0);
      // Issue 10 item 5: a landing page first (what, how big, whose, until when), then Download.
      await anonymous.setViewportSize({ width: 375, height: 740 });
      await anonymous.goto(link);
      await anonymous.getByRole('heading', { name: drawing.original_name }).waitFor();
      await anonymous.getByText(project.name).waitFor();
      await anonymous.getByText('Link valid until').waitFor();
      expect(await anonymous.getByRole('link', { name: 'View' }).count()).toBe(1);
      expect(await hasHorizontalScroll(anonymous)).toBe(false);
      const [download] = await Promise.all([
        anonymous.waitForEvent('download'),
        anonymous.getByRole('link', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(drawing.original_name);
      expect(await readFile(await download.path())).toEqual(Buffer.from(content));
    } finally {
      await visitor.close();
    }

    // B6: revoking the link shown takes it out of the dialog at once: no link, no Copy button.
    const shownId = /\/api\/shared\/([0-9A-Z]{26})\./.exec(link)?.[1] as string;
    await dialog.locator(`li[data-link-id="${shownId}"]`).getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByText('The link was revoked: it no longer opens the file.').waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await dialog.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    await expect.poll(() => listed.count()).toBe(beforeOpening);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(410);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('is on the plan screen too', async () => {
    const plan = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: `A-100 ${stamp}.pdf`,
    });
    await page.goto(webUrl('/planfile_page'));
    await page.getByRole('button', { name: `Temporary link for ${plan.original_name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Temporary Link' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByTestId('share-link');
    await expect.poll(() => field.inputValue()).toMatch(/\/api\/shared\//);
    const res = await fetch(await field.inputValue(), { redirect: 'manual' });
    expect(res.status).toBe(302);
  });
});
