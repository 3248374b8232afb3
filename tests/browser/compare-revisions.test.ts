/**
 * Comparing two versions of a sheet in Chromium at 1280 and 375 px (docs/requirements.md#compare-two-revisions).
 * Version 2 is the same sheet re-issued at twice the paper size and scanned 20 pt to the right, with one
 * detail removed and one added: aligned by page size and shifted back by the offset, what both share draws
 * black, the removed detail red and the added one blue. Side by side, zooming and scrolling move both.
 */

import { PDFDocument, rgb } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import { createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, openInProject } from '../support/browser.ts';
import { uploadSheet } from '../support/documents.ts';

/** Version 1's page, in points; version 2's is twice as large. */
const WIDTH = 600;
const HEIGHT = 400;
type Box = { x: number; y: number; w: number; h: number };
const SHARED: Box = { x: 50, y: 50, w: 100, h: 300 };
const REMOVED: Box = { x: 250, y: 150, w: 50, h: 100 };
const ADDED: Box = { x: 400, y: 150, w: 50, h: 100 };
const SCAN_SHIFT = 20;

/** A one-page sheet of filled boxes, `scale` times the size of version 1 and shifted `shift` points right (version 1's points). */
async function sheet(boxes: Box[], scale = 1, shift = 0): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([WIDTH * scale, HEIGHT * scale]);
  for (const b of boxes) {
    page.drawRectangle({
      x: (b.x + shift) * scale,
      y: b.y * scale,
      width: b.w * scale,
      height: b.h * scale,
      color: rgb(0, 0, 0),
    });
  }
  return pdf.save();
}

let project: Project;
let pm: TestUser;
let fileId: string;

beforeAll(async () => {
  project = await createProject(`Compare ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  const upload = (bytes: Uint8Array, versionOf?: string) =>
    uploadSheet(pm.token, project._id, 'S-201 Foundation Plan.pdf', bytes, versionOf);
  const first = await upload(await sheet([SHARED, REMOVED]));
  fileId = first._id;
  await upload(await sheet([SHARED, ADDED], 2, SCAN_SHIFT), fileId);
});

/** The colour the shown canvas has at a point of version 1's page (PDF points, origin bottom left). */
async function colourAt(page: Page, testId: string, x: number, y: number): Promise<number[]> {
  return page.getByTestId(testId).evaluate(
    (canvas: HTMLCanvasElement, { x, y, width, height }) => {
      const k = canvas.width / width;
      const px = Math.round(x * k);
      const py = Math.round((height - y) * k);
      return [...(canvas.getContext('2d')?.getImageData(px, py, 1, 1).data.slice(0, 3) ?? [])];
    },
    { x, y, width: WIDTH, height: HEIGHT },
  );
}

const centre = (b: Box, dx = 0) => [b.x + b.w / 2 + dx, b.y + b.h / 2] as const;
/** Within a few levels of a colour (canvas smoothing at edges aside, the centres are flat). */
const near = (actual: number[], expected: number[]) => actual.every((c, i) => Math.abs(c - (expected[i] ?? 0)) <= 24);
const RED = [220, 38, 38];
const BLUE = [37, 99, 235];
const BLACK = [0, 0, 0];
const WHITE = [255, 255, 255];

async function drawn(page: Page) {
  await expect.poll(() => page.getByTestId('compare-progress').textContent(), { timeout: 30_000 }).toBe('');
}

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 800 } },
])('compare two versions ($name)', ({ viewport }) => {
  const session = browserPerTest(viewport);

  it('overlay: aligned by page size and shifted back, shared in black, removed in red, added in blue; the slider fades one out', async () => {
    const { page } = session;
    await openInProject(page, pm, project, `/view_file/plan/${fileId}`);
    await page.getByRole('link', { name: 'Compare versions' }).click();
    await page.getByRole('heading', { name: 'Compare versions: S-201 Foundation Plan.pdf' }).waitFor();
    expect(await page.getByLabel('Version A (red)').inputValue()).toBe('1');
    expect(await page.getByLabel('Version B (blue)').inputValue()).toBe('2');
    await drawn(page);

    // Scanned with a shift: the left edge of the shared box is in v1 only until v2 is shifted back.
    expect(near(await colourAt(page, 'compare-overlay', SHARED.x + 10, 200), RED)).toBe(true);
    const shift = page.getByLabel('Shift v2 right (pt)');
    await shift.fill(String(-SCAN_SHIFT));
    await drawn(page);
    await expect.poll(async () => near(await colourAt(page, 'compare-overlay', SHARED.x + 10, 200), BLACK)).toBe(true);
    expect(near(await colourAt(page, 'compare-overlay', ...centre(SHARED)), BLACK)).toBe(true);
    expect(near(await colourAt(page, 'compare-overlay', ...centre(REMOVED)), RED)).toBe(true);
    expect(near(await colourAt(page, 'compare-overlay', ...centre(ADDED)), BLUE)).toBe(true);
    expect(near(await colourAt(page, 'compare-overlay', 550, 380), WHITE)).toBe(true);

    // The slider by keyboard: all the way to v1, only v1's own ink is left; shared ink stays black.
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => near(await colourAt(page, 'compare-overlay', ...centre(ADDED)), WHITE)).toBe(true);
    expect(near(await colourAt(page, 'compare-overlay', ...centre(REMOVED)), RED)).toBe(true);
    expect(near(await colourAt(page, 'compare-overlay', ...centre(SHARED)), BLACK)).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('side by side: both versions at one size; zooming in and scrolling one moves the other', async () => {
    const { page } = session;
    await openInProject(page, pm, project, `/compare_file/plan/${fileId}?a=1&b=2`);
    await page.getByRole('button', { name: 'Side by side' }).click();
    await drawn(page);
    expect(near(await colourAt(page, 'compare-older', ...centre(REMOVED)), BLACK)).toBe(true);
    expect(near(await colourAt(page, 'compare-newer', ...centre(ADDED, SCAN_SHIFT)), BLACK)).toBe(true);
    const sizes = await page.$$eval('.compare-canvas', (list) => list.map((c) => [c.clientWidth, c.clientHeight]));
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toEqual(sizes[1]);

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 3; i++) await zoomIn.click();
    await drawn(page);
    const frames = page.locator('.compare-frame');
    await frames.nth(1).evaluate((frame) => frame.scrollTo({ left: 120, top: 90 }));
    await expect
      .poll(() => frames.nth(0).evaluate((frame) => [frame.scrollLeft, frame.scrollTop]))
      .toEqual(await frames.nth(1).evaluate((frame) => [frame.scrollLeft, frame.scrollTop]));
    expect(await frames.nth(0).evaluate((frame) => frame.scrollTop)).toBeGreaterThan(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('a file with one version', () => {
  const session = browserPerTest();

  it('says there is nothing to compare, and the viewer offers no compare', async () => {
    const { page } = session;
    const single = await uploadSheet(pm.token, project._id, 'S-202 Footings.pdf', await sheet([SHARED]));
    await openInProject(page, pm, project, `/compare_file/plan/${single._id}`);
    await page.getByText('This file has one version: there is nothing to compare it with yet.').waitFor();
    await page.goto(page.url().replace('/compare_file/', '/view_file/'));
    await page.getByRole('button', { name: 'Download', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Compare versions' }).count()).toBe(0);
  });
});
