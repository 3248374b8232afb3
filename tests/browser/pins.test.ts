/**
 * Pins on a sheet in Chromium at 1280 px and on a 375 px phone (docs/requirements.md#pins-on-a-sheet):
 * place a pin (by keyboard on the desktop, by a tap on the phone), assign it, add a photo to it, see it keep
 * its spot when the page turns, find it on the Issues screen, close it, and open its sheet at its spot from
 * there; and after a new version of the sheet, see the pin on its spot and confirm its position.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPhoto } from '../../local/seed/png.ts';
import type { Pin, PinPhoto } from '../../shared/models/pins.ts';
import type { Project } from '../../shared/models.ts';
import { toViewport } from '../../shared/pin-geometry.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  browserPerTest,
  hasHorizontalScroll,
  nextToast,
  openInProject,
  recordNativeDialogs,
  webUrl,
} from '../support/browser.ts';
import { uploadDrawing } from '../support/pins.ts';

let project: Project;
let pm: TestUser;
let office: TestUser;

beforeAll(async () => {
  project = await createProject(`Pier 9 ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  office = await createSignedInUser('office', [project._id]);
});

/** A one-sheet drawing set uploaded by the project manager; `versionOf`: as a new version of that file. */
const drawing = (title: string, versionOf?: string) => uploadDrawing(pm.token, project._id, title, versionOf);

const sheetPins = async (fileId: string) =>
  (await call<Pin[]>(`/api/file/plan/${fileId}/pins`, { token: pm.token })).body;

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 375, height: 800 }, phone: true },
])('pins on a sheet ($name)', ({ name, viewport, phone }) => {
  const session = browserPerTest(viewport, phone ? { isMobile: true, hasTouch: true } : {});

  it('places a pin with a photo, assigns it, keeps it on its spot when turned, then closes it on the Issues screen', async () => {
    const { page } = session;
    const natives = recordNativeDialogs(page);
    const title = `Leak at ${name}`;
    const fileId = await drawing(`A-101 ${name}`);
    await openInProject(page, pm, project, `/view_file/plan/${fileId}`);
    await page.getByTestId('pdf-progress').and(page.locator(':empty')).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Place pin' }).click();
    const layer = page.getByTestId('pin-layer');
    if (phone) {
      await layer.tap({ position: { x: 60, y: 80 } });
    } else {
      // the focused layer's cross-hair starts in the middle: three steps right, Enter
      await expect.poll(() => layer.evaluate((el) => el === document.activeElement)).toBe(true);
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    const dialog = page.getByRole('dialog', { name: 'New pin' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').selectOption('safety');
    await dialog.getByLabel('Assignee').selectOption(office.id);
    await dialog.getByRole('button', { name: 'Save pin' }).click();
    expect(await nextToast(page, 'Pin placed')).toBe('Pin placed');
    const marker = page.getByRole('button', { name: `${title}, Open` });
    await marker.waitFor();
    // The placed pin is picked: its details take a photo (the file input the phone's camera fills)
    const photos = page.getByTestId('pin-details').getByTestId('pin-photos');
    await photos
      .getByTestId('pin-photo-input')
      .setInputFiles([{ name: 'leak.png', mimeType: 'image/png', buffer: demoPhoto(3, 640, 480) }]);
    expect(await nextToast(page, 'Photo added')).toBe('Photo added');
    await photos.getByRole('button', { name: 'Enlarge photo 1' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    const [pin] = (await sheetPins(fileId)).filter((p) => p.title === title);
    expect(pin).toMatchObject({ category: 'safety', assignee: { id: office.id }, status: 'open', version: 1 });
    const stored = await call<PinPhoto[]>(`/api/pins/${(pin as Pin)._id}/photos`, { token: office.token });
    expect(stored.body).toHaveLength(1);
    expect(stored.body[0]).toMatchObject({ addedBy: { id: pm.id }, contentType: 'image/png' });
    const spot = (pin as Pin).spot;
    const size = { width: spot.pageWidth, height: spot.pageHeight };
    // Where it was placed, in the viewer's pixels: a tap or a click lands on a whole pixel
    const box = (await layer.boundingBox()) as { width: number; height: number };
    const scale = box.width / size.width;
    const placedAt = phone ? { x: 60, y: 80 } : { x: box.width / 2 + 30, y: box.height / 2 };
    expect(Math.abs(spot.x * scale - placedAt.x)).toBeLessThan(1);
    expect(Math.abs(spot.y * scale - placedAt.y)).toBeLessThan(1);

    // Turned a quarter, the pin is drawn where the page's point now is
    await page.getByRole('button', { name: 'Rotate' }).click();
    await expect
      .poll(async () => {
        const box = await layer.boundingBox();
        const at = await marker.boundingBox();
        if (!box || !at) return Number.POSITIVE_INFINITY;
        const scale = box.width / size.height;
        const want = toViewport(spot, size, { scale, rotation: 90 });
        return Math.hypot(at.x + at.width / 2 - box.x - want.x, at.y + at.height / 2 - box.y - want.y);
      })
      .toBeLessThan(2);

    await page.goto(webUrl(`/issues/${project._id}`));
    const row = page.getByTestId('issue').filter({ hasText: title });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Assignee: Test office');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await row.getByRole('button', { name: 'Close' }).click();
    expect(await nextToast(page, `${title}: Closed`)).toBe(`${title}: Closed`);
    await expect.poll(() => row.textContent()).toContain('Closed');
    const closed = (await sheetPins(fileId)).find((p) => p.title === title);
    expect(closed?.status).toBe('closed');

    // A pin of the list opens its sheet with the pin picked
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/view_file/plan/${fileId}?page=1&pin=${(pin as Pin)._id}`);
    await page.getByTestId('pin-details').waitFor();
    await page.getByRole('button', { name: `${title}, Closed` }).waitFor();
    expect(natives).toEqual([]);
  });
});

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 375, height: 800 }, phone: true },
])('a new version of the sheet ($name)', ({ name, viewport, phone }) => {
  const session = browserPerTest(viewport, phone ? { isMobile: true, hasTouch: true } : {});

  it('keeps the pin on its spot, marked "check position on v2", until the position is confirmed', async () => {
    const { page } = session;
    const natives = recordNativeDialogs(page);
    const fileId = await drawing(`A-102 Plan ${name}`);
    const spot = { page: 1, x: 200, y: 300, pageWidth: 1224, pageHeight: 792 };
    const placed = await call<Pin>(`/api/projects/${project._id}/pins`, {
      method: 'POST',
      token: pm.token,
      body: { fileId, version: 1, spot, title: 'Door swing', category: 'question' },
    });
    expect(placed.status).toBe(201);
    await drawing(`A-102 Plan ${name}`, fileId);
    await openInProject(page, pm, project, `/view_file/plan/${fileId}`);
    await page.getByTestId('pdf-progress').and(page.locator(':empty')).waitFor({ state: 'attached' });
    // On version 2 the pin is drawn where its page point is, at the width the sheet is shown
    const layer = page.getByTestId('pin-layer');
    const marker = layer.getByRole('button', { name: 'Door swing, Open' });
    await expect
      .poll(async () => {
        const box = await layer.boundingBox();
        const at = await marker.boundingBox();
        if (!box || !at) return Number.POSITIVE_INFINITY;
        const want = toViewport(
          spot,
          { width: spot.pageWidth, height: spot.pageHeight },
          {
            scale: box.width / spot.pageWidth,
            rotation: 0,
          },
        );
        return Math.hypot(at.x + at.width / 2 - box.x - want.x, at.y + at.height / 2 - box.y - want.y);
      })
      .toBeLessThan(2);
    const pick = page.getByRole('button', { name: /Door swing.*check position on v2/ });
    if (phone) await pick.tap();
    else await pick.click();
    const confirmPosition = page.getByRole('button', { name: 'Confirm position' });
    expect(await hasHorizontalScroll(page)).toBe(false);
    if (phone) await confirmPosition.tap();
    else await confirmPosition.click();
    expect(await nextToast(page, 'Position confirmed')).toBe('Position confirmed');
    await page.getByRole('button', { name: /^Door swing\s*Open$/ }).waitFor();
    const [pin] = await sheetPins(fileId);
    expect(pin).toMatchObject({ version: 2, checkPositionOn: null, spot: { x: 200, y: 300 } });
    expect(natives).toEqual([]);
  });
});
