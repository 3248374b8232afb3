/**
 * Deep zoom in the PDF viewer (docs/requirements.md#pdf-viewer): an ARCH E sheet (36 x 48 in) at 800% is
 * sharp where the person looks, on a desktop and on a 3x phone, while no canvas passes the 16.7-megapixel
 * limit phones draw. The sheet holds pairs of hairlines 1 pt apart: at 800% they are 8 CSS pixels apart,
 * which only a drawing at the screen's own pixel ratio shows as two lines with paper between them.
 */

import { PDFDocument, rgb } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import { MAX_CANVAS_PIXELS } from '../../web/src/features/documents/utils/pdf-view.ts';
import { createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, openInProject } from '../support/browser.ts';
import { uploadSheet } from '../support/documents.ts';

const ARCH_E = { width: 2592, height: 3456 };
/** x of the first line of each pair (points); its partner is 1 pt to the right. */
const PAIRS = [400, 1000, 1600, 2200] as const;
const ZOOM = 8;

async function archESheet(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([ARCH_E.width, ARCH_E.height]);
  for (const x of PAIRS) {
    for (const at of [x, x + 1]) {
      page.drawLine({
        start: { x: at, y: 0 },
        end: { x: at, y: ARCH_E.height },
        thickness: 0.25,
        color: rgb(0, 0, 0),
      });
    }
  }
  return pdf.save();
}

let project: Project;
let pm: TestUser;
let fileId: string;

beforeAll(async () => {
  project = await createProject(`Deep zoom ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  fileId = (await uploadSheet(pm.token, project._id, 'A-001 Site Plan ARCH E.pdf', await archESheet()))._id;
});

const settled = (page: Page) =>
  expect.poll(() => page.getByTestId('pdf-progress').textContent(), { timeout: 60_000 }).toBe('');

/** Waits until the sharp part is drawn from `minLeft` (CSS pixels of the sheet) on, and the frame is quiet. */
async function detailDrawnAt(page: Page, minLeft: number) {
  const left = () => page.getByTestId('pdf-detail').evaluate((c: HTMLCanvasElement) => Number.parseFloat(c.style.left));
  await expect.poll(async () => (await left()) > minLeft, { timeout: 60_000 }).toBe(true);
  await settled(page);
}

/**
 * Darkness (255 - luminance) across a row of the detail canvas, from a page x (points) for `span` CSS
 * pixels, at the middle of the part drawn; with the canvas's own place and size.
 */
async function detailRow(page: Page, fromX: number, span: number) {
  return page.getByTestId('pdf-detail').evaluate(
    (canvas: HTMLCanvasElement, { fromX, span, zoom }) => {
      const left = Number.parseFloat(canvas.style.left);
      const ratio = canvas.width / Number.parseFloat(canvas.style.width);
      const context = canvas.getContext('2d');
      const y = Math.floor(canvas.height / 2);
      const start = Math.round((fromX * zoom - left) * ratio);
      const data = context?.getImageData(start, y, Math.round(span * ratio), 1).data ?? new Uint8ClampedArray();
      const darkness: number[] = [];
      for (let i = 0; i < data.length; i += 4) {
        darkness.push(
          255 - Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)),
        );
      }
      return {
        darkness,
        ratio,
        left,
        width: canvas.width,
        height: canvas.height,
        cssWidth: Number.parseFloat(canvas.style.width),
      };
    },
    { fromX, span, zoom: ZOOM },
  );
}

/** Separate dark runs along a row (a run: consecutive pixels darker than half). */
function darkRuns(darkness: number[]): number {
  let runs = 0;
  let inRun = false;
  for (const d of darkness) {
    if (d > 128 && !inRun) runs++;
    inRun = d > 128;
  }
  return runs;
}

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 900 }, scaleFactor: 1 },
  { name: 'phone', viewport: { width: 375, height: 800 }, scaleFactor: 3 },
])('deep zoom ($name)', ({ viewport, scaleFactor }) => {
  const session = browserPerTest(viewport, { deviceScaleFactor: scaleFactor });

  it('an ARCH E sheet at 800% is sharp where it is looked at, and no canvas passes the limit', async () => {
    const { page } = session;
    await openInProject(page, pm, project, `/view_file/plan/${fileId}`);
    await page.locator('.pdf-page canvas').waitFor();
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    while ((await page.getByTestId('pdf-zoom').textContent()) !== `${ZOOM * 100}%`) await zoomIn.click();
    await settled(page);

    // Look at the second pair of lines, half-way down the sheet.
    const frame = page.locator('.pdf-frame');
    await frame.evaluate((el, { x, y }) => el.scrollTo({ left: x, top: y }), {
      x: PAIRS[1] * ZOOM - 100,
      y: (ARCH_E.height * ZOOM) / 2,
    });
    await detailDrawnAt(page, PAIRS[1] * ZOOM - 400);

    const whole = await page
      .locator('.pdf-page canvas')
      .evaluate((c: HTMLCanvasElement) => ({ pixels: c.width * c.height, width: c.width }));
    expect(whole.pixels).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    // the whole page is drawn well below the screen's ratio: on its own it cannot be sharp
    expect(whole.width / (ARCH_E.width * ZOOM)).toBeLessThan(0.25 * scaleFactor);

    const row = await detailRow(page, PAIRS[1] - 2, 40);
    expect(row.ratio).toBeCloseTo(scaleFactor, 2);
    expect(row.width * row.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    // two lines 1 pt apart, with paper between them
    expect(darkRuns(row.darkness)).toBe(2);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Scrolled to the next pair, the part in view is drawn again there.
    await frame.evaluate((el, x) => el.scrollTo({ left: x, top: el.scrollTop }), PAIRS[2] * ZOOM - 100);
    await detailDrawnAt(page, PAIRS[2] * ZOOM - 400);
    expect(darkRuns((await detailRow(page, PAIRS[2] - 2, 40)).darkness)).toBe(2);
    // every canvas of the page, not only the two read above, stays within the limit
    const canvases = await page.$$eval('canvas', (list) => list.map((c) => c.width * c.height));
    expect(canvases.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...canvases)).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
  });
});
