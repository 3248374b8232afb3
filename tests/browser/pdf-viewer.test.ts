/**
 * The PDF viewer draws what real drawings hold ("Trust, round three"): scanned images (CCITT G4, JBIG2,
 * JPEG 2000) and non-embedded standard fonts need pdf.js's data files from our origin (R1); a page says
 * "Loading page…" until it has drawn, after each zoom step too (R5); an XFA form says it cannot be shown
 * (R11). The scanned-image fixtures are made by tests/fixtures/pdf/make-fixtures.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfFile } from '../../local/seed/pdf.ts';
import type { Project } from '../../shared/models.ts';
import { IMAGE_BOX, PAGE_SIZE } from '../fixtures/pdf/layout.ts';
import { asAdmin, createProject } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, signIn, webUrl } from '../support/browser.ts';
import { createFolder, uploadSmall } from '../support/documents.ts';

const session = browserPerTest();
const PDFJS_VERSION = (createRequire(import.meta.url)('pdfjs-dist/package.json') as { version: string }).version;
let project: Project;
let folderId = '';

beforeAll(async () => {
  project = await createProject(`Scanned Archive ${Date.now()}`);
  folderId = (await createFolder(await asAdmin(), { name: 'Scans', module: 'plan', projectId: project._id }))._id;
});

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/pdf/${name}`, import.meta.url)));

/** Uploads the PDF to the plan folder and opens it in the viewer as the admin. */
async function openInViewer(page: Page, fileName: string, content: Uint8Array): Promise<void> {
  const admin = await asAdmin();
  const file = await uploadSmall(admin, { module: 'plan', projectId: project._id, folderId, fileName, content });
  await signIn(page, inject('adminEmail'), inject('adminPassword'));
  await page.waitForURL('**/app_home');
  await page.evaluate(
    ({ id, name }) => localStorage.setItem('selectedProject', JSON.stringify({ id, name, description: '' })),
    { id: project._id, name: project.name },
  );
  await page.goto(webUrl(`/view_file/plan/${file._id}`));
}

/** Share (0..1) of the canvas pixels inside a box of the page (points, PDF origin bottom left) that are not white. */
function inkIn(page: Page, box: readonly [number, number, number, number]): Promise<number> {
  return page.locator('.pdf-page canvas').evaluate(
    (canvas: HTMLCanvasElement, { box: [x, y, w, h], size: [pageWidth, pageHeight] }) => {
      const sx = canvas.width / pageWidth;
      const sy = canvas.height / pageHeight;
      const left = Math.round(x * sx);
      const top = Math.round((pageHeight - y - h) * sy);
      const width = Math.round(w * sx);
      const height = Math.round(h * sy);
      const data = canvas.getContext('2d')?.getImageData(left, top, width, height).data;
      if (!data) return 0;
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.min(data[i] ?? 255, data[i + 1] ?? 255, data[i + 2] ?? 255) < 200) inked++;
      }
      return inked / (width * height);
    },
    { box, size: PAGE_SIZE },
  );
}

const progress = (page: Page) => page.getByTestId('pdf-progress');

/** Where standardFontsPage writes: Helvetica letters above, ZapfDingbats squares below. */
const HELVETICA_BOX = [106, 460, 400, 90] as const;
const DINGBATS_BOX = [106, 350, 400, 80] as const;

/**
 * A page of text in two non-embedded standard fonts. pdf.js draws Helvetica with a system font when it
 * finds one, and ZapfDingbats always with its own font data (FoxitDingbats.pfb), fetched from our origin.
 */
function standardFontsPage(extra = ''): Uint8Array {
  const [width, height] = PAGE_SIZE;
  return new Uint8Array(
    pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>`,
      {
        dict: '',
        stream: `${extra}\nBT /F1 80 Tf 110 470 Td (HELVETICA) Tj ET\nBT /F2 64 Tf 110 360 Td (nnnnn) Tj ET`,
      },
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /ZapfDingbats >>',
    ]),
  );
}

describe('R1: scanned images and standard fonts draw', () => {
  it.each([
    ['R1: a CCITT Group 4 scan draws its ink', 'ccitt-g4.pdf'],
    ['R1: a JBIG2 scan draws its ink', 'jbig2.pdf'],
    ['R1: a JPEG 2000 (JPX) image draws its ink', 'jpx.pdf'],
  ])('%s', async (_name, fixtureName) => {
    const { page } = session;
    await openInViewer(page, fixtureName, fixture(fixtureName));
    await page.locator('.pdf-page canvas').waitFor();
    await expect.poll(() => inkIn(page, IMAGE_BOX), { timeout: 15_000 }).toBeGreaterThan(0.05);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('R1: non-embedded standard fonts (Helvetica, ZapfDingbats) draw their text, with font data from our origin', async () => {
    const { page } = session;
    const fonts: string[] = [];
    page.context().on('requestfinished', (request) => {
      if (request.url().includes('/standard_fonts/')) fonts.push(request.url());
    });
    await openInViewer(page, 'Standard fonts.pdf', standardFontsPage());
    await page.locator('.pdf-page canvas').waitFor();
    await expect.poll(() => inkIn(page, DINGBATS_BOX), { timeout: 15_000 }).toBeGreaterThan(0.1);
    expect(await inkIn(page, HELVETICA_BOX)).toBeGreaterThan(0.05);
    const origin = new URL(webUrl()).origin;
    expect(fonts).toContain(`${origin}/pdfjs/${PDFJS_VERSION}/standard_fonts/FoxitDingbats.pfb`);
  });

  it('R1: a page whose image decoder cannot be had says so in its frame instead of drawing a blank', async () => {
    const { page } = session;
    await page.context().route('**/pdfjs/**/jbig2*', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openInViewer(page, 'jbig2 offline.pdf', fixture('jbig2.pdf'));
    const failure = page.getByRole('alert');
    await failure.waitFor();
    expect(await failure.textContent()).toBe(
      'Page 1 is incomplete: an image on it could not be shown. Download the file to see it.',
    );
    expect(await progress(page).textContent()).toBe('');
    expect(await inkIn(page, IMAGE_BOX)).toBe(0);
    expect(await page.getByRole('button', { name: 'Download', exact: true }).isEnabled()).toBe(true);
  });
});

describe('R5: a page shows "Loading page…" until it has drawn', () => {
  it('R5: the progress stays, announced, until the canvas has ink, and comes back for a zoom step', async () => {
    const { page } = session;
    // The page waits for its Dingbats font data: hold that answer until the test has looked at the frame.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => undefined;
    const fontAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.context().route('**/standard_fonts/**', async (route: Route) => {
      asked();
      await held;
      await route.continue();
    });
    // Thousands of strokes: a heavy sheet, so a zoom step's redraw is not instant either.
    const strokes: string[] = ['0.2 w'];
    for (let i = 0; i < 40_000; i++) {
      const x = 20 + ((i * 37) % 570);
      const y = 20 + ((i * 53) % 300);
      strokes.push(`${x} ${y} m ${x + 9} ${y + 7} ${x + 3} ${y + 12} ${x + 14} ${y + 2} c S`);
    }
    await openInViewer(page, 'Poster.pdf', standardFontsPage(strokes.join('\n')));

    await fontAsked;
    await page.getByRole('status').filter({ hasText: 'Loading page 1 of 1…' }).waitFor();
    expect(await progress(page).isVisible()).toBe(true);
    expect(await progress(page).getAttribute('role')).toBe('status');
    const canvas = page.locator('.pdf-page canvas');
    if ((await canvas.count()) > 0) expect(await inkIn(page, DINGBATS_BOX)).toBe(0);

    release();
    await expect.poll(() => progress(page).textContent(), { timeout: 20_000 }).toBe('');
    expect(await progress(page).isVisible()).toBe(false);
    expect(await inkIn(page, DINGBATS_BOX)).toBeGreaterThan(0.1);

    const before = await canvas.evaluate((c: HTMLCanvasElement) => c.width);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await progress(page).textContent()).toBe('Loading page 1 of 1…');
    await expect.poll(() => progress(page).textContent(), { timeout: 20_000 }).toBe('');
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(before);
    expect(await inkIn(page, DINGBATS_BOX)).toBeGreaterThan(0.1);
  });
});

describe('R11: an XFA form', () => {
  it('R11: a dynamic XFA form says it cannot be shown, instead of its "Please wait…" page, and keeps Download', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 740 });
    const xdp =
      '<?xml version="1.0" encoding="UTF-8"?><xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/">' +
      '<template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1" layout="tb">' +
      '<pageSet><pageArea name="Page1"><contentArea w="8.5in" h="11in"/><medium stock="letter"/></pageArea></pageSet>' +
      '<field name="Permit"><ui><textEdit/></ui></field></subform></template></xdp:xdp>';
    const xfa = new Uint8Array(
      pdfFile([
        '<< /Type /Catalog /Pages 2 0 R /AcroForm 6 0 R /NeedsRendering true >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
        { dict: '', stream: 'BT /F1 24 Tf 72 700 Td (Please wait...) Tj ET' },
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        '<< /Fields [] /XFA 7 0 R >>',
        { dict: '', stream: xdp },
      ]),
    );
    await openInViewer(page, 'Permit application.pdf', xfa);
    const message = page.getByRole('alert');
    await message.waitFor();
    expect(await message.textContent()).toBe(
      'This PDF is an XFA form, which the viewer cannot show. Download it and open it in Adobe Acrobat Reader.',
    );
    expect(await page.locator('.pdf-page canvas').count()).toBe(0);
    expect(await progress(page).textContent()).toBe('');
    expect(await page.getByRole('button', { name: 'Download', exact: true }).isEnabled()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
