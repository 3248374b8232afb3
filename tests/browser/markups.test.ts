/**
 * Markups on a sheet in Chromium at 1280 px and on a 375 px phone (docs/requirements.md#markups): a project
 * manager draws in a chosen colour and stroke width (a cloud by dragging on the desktop, a text by a tap on
 * the phone, an arrow by keyboard) and publishes; an office user sees it at that width, hides and shows its
 * layer, and downloads the flattened PDF, read back with its words and stroke widths; then the project
 * manager deletes the markup through the app's confirm dialog (a click on the desktop, the keyboard alone on
 * the phone).
 */
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Markup } from '../../shared/models/markups.ts';
import type { Project } from '../../shared/models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { violations } from '../support/axe.ts';
import {
  browserOn,
  DESKTOP_AND_PHONE,
  hasHorizontalScroll,
  nextToast,
  openDrawnSheet,
  openInProject,
  phoneOptions,
} from '../support/browser.ts';
import { strokeWidthsOf } from '../support/pdf-strokes.ts';
import { uploadDrawing } from '../support/pins.ts';

let project: Project;
let pm: TestUser;
let office: TestUser;

beforeAll(async () => {
  project = await createProject(`Quay 4 ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  office = await createSignedInUser('office', [project._id]);
});

describe.each(DESKTOP_AND_PHONE)('markups on a sheet ($name)', ({ name, viewport, phone }) => {
  const session = browserOn({ viewport, phone });

  it('draws and publishes a markup, seen by another user who hides its layer and downloads the flattened PDF', async () => {
    const { page, browser, natives } = session;
    const note = `Move door ${name}`;
    const fileId = await uploadDrawing(pm.token, project._id, `A-301 ${name}`);
    await openDrawnSheet(page, pm, project, fileId);
    await page.getByRole('button', { name: 'Markup', exact: true }).click();
    const tools = page.getByRole('toolbar', { name: 'Markup tools' });
    const layer = page.getByTestId('markup-layer');
    await page.getByLabel('Colour').selectOption('blue');
    await tools.getByLabel('Stroke').selectOption('4');
    if (phone) {
      await tools.getByRole('button', { name: 'Text' }).click();
      await tools.getByLabel('Text').fill(note);
      await layer.tap({ position: { x: 40, y: 60 } });
    } else {
      // a cloud dragged with the mouse
      const box = (await layer.boundingBox()) as { x: number; y: number };
      await page.mouse.move(box.x + 80, box.y + 80);
      await page.mouse.down();
      await page.mouse.move(box.x + 200, box.y + 140, { steps: 4 });
      await page.mouse.up();
      await tools.getByRole('button', { name: 'Text' }).click();
      await tools.getByLabel('Text').fill(note);
      await layer.click({ position: { x: 90, y: 170 } });
    }
    // an arrow by keyboard: the focused layer's cross-hair, Enter at each end
    await tools.getByRole('button', { name: 'Arrow' }).click();
    await layer.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // Undo takes the arrow back; the keyboard draws it again
    await expect.poll(() => page.getByTestId('markup-new-shape').count()).toBe(phone ? 2 : 3);
    await tools.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByTestId('markup-new-shape').count()).toBe(phone ? 1 : 2);
    await layer.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await tools.getByRole('button', { name: 'Publish' }).click();
    expect(await nextToast(page, 'Markup published')).toBe('Markup published');

    const listed = await call<Markup[]>(`/api/file/plan/${fileId}/markups`, { token: office.token });
    expect(listed.body).toHaveLength(1);
    const [markup] = listed.body as [Markup];
    expect(markup).toMatchObject({ published: true, author: { id: pm.id }, page: 1 });
    expect(markup.shapes.map((s) => s.kind)).toEqual(phone ? ['text', 'arrow'] : ['cloud', 'text', 'arrow']);
    expect(markup.shapes.every((s) => s.colour === 'blue')).toBe(true);
    expect(markup.shapes.map((s) => s.width)).toEqual(markup.shapes.map(() => 4));
    // the lines drawn: the cloud and the arrow on the desktop, the arrow on the phone
    const lines = phone ? 1 : 2;

    // Another user sees it, hides and shows the layer, and downloads the flattened copy
    const other = await browser.newContext({ viewport, ...phoneOptions(phone) });
    const seen = await other.newPage();
    await openInProject(seen, office, project, `/view_file/plan/${fileId}`);
    await seen.getByTestId('pdf-progress').and(seen.locator(':empty')).waitFor({ state: 'attached' });
    const shapes = seen.getByTestId('markup-shape');
    await expect.poll(() => shapes.count(), { timeout: 10_000 }).toBe(markup.shapes.length);
    const strokes = seen.getByTestId('markup-shape').locator('path');
    expect(await strokes.evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke-width')))).toEqual(
      Array(lines).fill('4'),
    );
    const layerBox = seen.getByRole('checkbox', { name: markup.author.name });
    await layerBox.uncheck();
    await expect.poll(() => shapes.count()).toBe(0);
    await layerBox.check();
    await expect.poll(() => shapes.count()).toBe(markup.shapes.length);
    expect(await hasHorizontalScroll(seen)).toBe(false);
    const [download] = await Promise.all([
      seen.waitForEvent('download'),
      seen.getByRole('button', { name: 'Download with markups' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`A-301 ${name} (markups v1).pdf`);
    const bytes = new Uint8Array(await readFile((await download.path()) as string));
    const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const text = await (await pdf.getPage(1)).getTextContent();
    expect(text.items.map((item) => ('str' in item ? item.str : ''))).toContain(note);
    // the markup's strokes come last, on top of the sheet's own, at the width chosen (the page at scale 1)
    expect((await strokeWidthsOf(bytes, 1)).slice(-lines)).toEqual(Array(lines).fill(4));
    await other.close();

    // The author deletes the markup: the app's confirm dialog, with the action's own button
    const mine = page.getByRole('list', { name: 'Your markups' });
    const remove = mine.getByRole('button', { name: `Delete markup on page 1 (${markup.shapes.length} shapes)` });
    await remove.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await violations(page)).toEqual([]);
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    if (phone) {
      // by keyboard alone: Enter opens the question, Escape keeps the markup, Tab reaches Delete
      await remove.focus();
      await page.keyboard.press('Enter');
      await confirm.getByText(`Delete your markup on page 1 (${markup.shapes.length} shapes)?`).waitFor();
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      expect((await call<Markup[]>(`/api/file/plan/${fileId}/markups`, { token: pm.token })).body).toHaveLength(1);
      await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    } else {
      await remove.click();
      await confirm.getByText(`Delete your markup on page 1 (${markup.shapes.length} shapes)?`).waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    }
    expect(await nextToast(page, 'Markup deleted')).toBe('Markup deleted');
    await expect.poll(() => page.getByTestId('markup-shape').count()).toBe(0);
    await mine.waitFor({ state: 'detached' });
    expect((await call<Markup[]>(`/api/file/plan/${fileId}/markups`, { token: pm.token })).body).toEqual([]);
    expect(natives).toEqual([]);
  }, 120_000);
});
