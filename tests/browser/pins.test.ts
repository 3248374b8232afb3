/**
 * Pins on a sheet in Chromium at 1280 px and on a 375 px phone (docs/requirements.md#pins-on-a-sheet):
 * place a pin (by keyboard on the desktop, by a tap on the phone), assign it, add a photo to it, see it keep
 * its spot when the page turns, find it on the Issues screen, close it, and open its sheet at its spot from
 * there; and after a new version of the sheet, see the pin on its spot and confirm its position. Without a
 * signal (docs/requirements.md#pins-placed-without-a-connection): on a sheet already open, a pin placed
 * offline with a photo waits on the phone, shown on the sheet as waiting; when the connection returns it is
 * placed once, the photo after it, even when the answer to the pin's create is lost on the way; a photo
 * added offline to a placed pin goes the same way.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPhoto } from '../../local/seed/png.ts';
import type { Pin, PinPhoto } from '../../shared/models/pins.ts';
import type { Project } from '../../shared/models.ts';
import { toViewport } from '../../shared/pin-geometry.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { violations } from '../support/axe.ts';
import {
  browserOn,
  DESKTOP_AND_PHONE,
  hasHorizontalScroll,
  nextToast,
  openDrawnSheet,
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

/**
 * Place pin, then the spot: a tap at (60, 80) on the phone; on the desktop the focused layer's cross-hair,
 * which starts in the middle, three steps right and Enter. Answers the New pin form.
 */
async function startPin(page: Page, phone: boolean): Promise<Locator> {
  await page.getByRole('button', { name: 'Place pin' }).click();
  const layer = page.getByTestId('pin-layer');
  if (phone) {
    await layer.tap({ position: { x: 60, y: 80 } });
  } else {
    await expect.poll(() => layer.evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  }
  return page.getByRole('dialog', { name: 'New pin' });
}

/** What the person is told, in the app's words. */
const QUEUED = 'No connection: the pin is kept on this phone and will be placed when the connection returns.';
const PHOTO_QUEUED = 'No connection: the photo is kept on this phone and will be sent when the connection returns.';
const BANNER =
  'You are offline. Pins and photos you add to a sheet already open are kept on this phone and sent when the connection returns.';
const KEPT = 'Kept on this phone. It is sent by itself when the connection returns.';

const titled = async (fileId: string, title: string) => (await sheetPins(fileId)).filter((p) => p.title === title);
const pinPhotos = async (pinId: string) =>
  (await call<PinPhoto[]>(`/api/pins/${pinId}/photos`, { token: pm.token })).body;

describe.each(DESKTOP_AND_PHONE)('pins on a sheet ($name)', ({ name, viewport, phone }) => {
  const session = browserOn({ viewport, phone });

  it('places a pin with a photo, assigns it, keeps it on its spot when turned, then closes it on the Issues screen', async () => {
    const { page, natives } = session;
    const title = `Leak at ${name}`;
    const fileId = await drawing(`A-101 ${name}`);
    await openDrawnSheet(page, pm, project, fileId);
    const layer = page.getByTestId('pin-layer');
    const dialog = await startPin(page, phone);
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

  it('a pin with a photo waits on the phone, then is placed once with its photo; a photo added offline follows', async () => {
    const { page, context, natives } = session;
    const title = `Spalled column ${name}`;
    const fileId = await uploadDrawing(pm.token, project._id, `S-401 ${name}`);
    await openDrawnSheet(page, pm, project, fileId);
    await page.getByRole('heading', { name: 'Pins (0)' }).waitFor();

    await context.setOffline(true);
    await page.getByText(BANNER).waitFor();
    const dialog = await startPin(page, phone);
    await dialog.getByLabel('Title').fill(title);
    const input = dialog.getByTestId('pin-form-photo-input');
    expect(await input.getAttribute('capture')).toBe('environment');
    await input.setInputFiles([{ name: 'column.png', mimeType: 'image/png', buffer: demoPhoto(5, 640, 480) }]);
    await dialog.getByText('column.png').waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save pin' }).click();
    expect(await nextToast(page, 'No connection')).toBe(QUEUED);

    // Shown on the sheet as waiting, and beside it, with the app's words
    await page.getByRole('img', { name: `${title}, waiting to send` }).waitFor();
    const waiting = page.getByTestId('pin-waiting');
    await waiting.getByRole('heading', { name: 'Waiting to send (1)' }).waitFor();
    await waiting.getByText(`${title}, 1 photo`).waitFor();
    await waiting.getByText(KEPT).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await violations(page)).toEqual([]);
    expect(await titled(fileId, title)).toEqual([]);

    // The first answer to the pin's create is lost on the way back: the pin is sent again with its id.
    let creates = 0;
    const loseFirstAnswer = async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      creates += 1;
      if (creates > 1) return route.continue();
      await route.fetch();
      return route.abort('failed');
    };
    await context.route(`**/api/projects/${project._id}/pins`, loseFirstAnswer);
    await context.setOffline(false);
    expect(await nextToast(page, `Pin ${title} placed`)).toBe(`Pin ${title} placed, with 1 photo.`);
    expect(creates).toBe(2);
    await context.unroute(`**/api/projects/${project._id}/pins`, loseFirstAnswer);

    const marker = page.getByRole('button', { name: `${title}, Open` });
    await marker.waitFor();
    await page.getByRole('img', { name: `${title}, waiting to send` }).waitFor({ state: 'detached' });
    await waiting.waitFor({ state: 'detached' });
    const placed = await titled(fileId, title);
    expect(placed).toHaveLength(1);
    const pin = placed[0] as Pin;
    expect(await pinPhotos(pin._id)).toHaveLength(1);

    await marker.click();
    const photos = page.getByTestId('pin-photos');
    await photos.getByRole('heading', { name: 'Photos (1)' }).waitFor();
    const thumbnail = photos.getByRole('button', { name: 'Enlarge photo 1' }).locator('img');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A photo added to the placed pin without a connection waits the same way
    await context.setOffline(true);
    await photos
      .getByTestId('pin-photo-input')
      .setInputFiles([{ name: 'crack.png', mimeType: 'image/png', buffer: demoPhoto(6, 640, 480) }]);
    expect(await nextToast(page, 'No connection: the photo')).toBe(PHOTO_QUEUED);
    await photos.getByTestId('pin-photos-waiting').getByText('1 photo waiting to send').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.setOffline(false);
    expect(await nextToast(page, `1 photo added to ${title}.`)).toBe(`1 photo added to ${title}.`);
    await photos.getByRole('heading', { name: 'Photos (2)' }).waitFor();
    await photos.getByTestId('pin-photos-waiting').waitFor({ state: 'detached' });
    expect(await pinPhotos(pin._id)).toHaveLength(2);
    expect(await titled(fileId, title)).toHaveLength(1);

    // On the Issues screen once, with its photos
    await page.goto(webUrl(`/issues/${project._id}`));
    const rows = page.getByTestId('issue').filter({ hasText: title });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.textContent()).toContain('2 photos');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(natives).toEqual([]);
  });
});

describe.each(DESKTOP_AND_PHONE)('a new version of the sheet ($name)', ({ name, viewport, phone }) => {
  const session = browserOn({ viewport, phone });

  it('keeps the pin on its spot, marked "check position on v2", until the position is confirmed', async () => {
    const { page, natives } = session;
    const fileId = await drawing(`A-102 Plan ${name}`);
    const spot = { page: 1, x: 200, y: 300, pageWidth: 1224, pageHeight: 792 };
    const placed = await call<Pin>(`/api/projects/${project._id}/pins`, {
      method: 'POST',
      token: pm.token,
      body: { fileId, version: 1, spot, title: 'Door swing', category: 'question' },
    });
    expect(placed.status).toBe(201);
    await drawing(`A-102 Plan ${name}`, fileId);
    await openDrawnSheet(page, pm, project, fileId);
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
