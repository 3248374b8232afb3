/**
 * Photos of a pin in Chromium at 1280 px and on a 375 px phone (docs/requirements.md#pins-on-a-sheet): pick
 * a pin beside its sheet, add a photo (the file input the phone's camera fills), see its thumbnail, open the
 * larger view, and remove it through the app's confirm dialog.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPhoto } from '../../local/seed/png.ts';
import type { PinPhoto } from '../../shared/models/pins.ts';
import type { Project } from '../../shared/models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserOn, DESKTOP_AND_PHONE, hasHorizontalScroll, nextToast, openInProject } from '../support/browser.ts';
import { placePin, uploadDrawing } from '../support/pins.ts';

let project: Project;
let pm: TestUser;

beforeAll(async () => {
  project = await createProject(`Pier 11 ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
});

describe.each(DESKTOP_AND_PHONE)('photos of a pin ($name)', ({ name, viewport, phone }) => {
  const session = browserOn({ viewport, phone });

  it('adds a photo to a picked pin and sees its thumbnail; opens it larger and removes it', async () => {
    const { page, natives } = session;
    const title = `Honeycombing ${name}`;
    const fileId = await uploadDrawing(pm.token, project._id, `S-301 ${name}`);
    const pin = await placePin(project._id, fileId, { title }, pm.token);
    await openInProject(page, pm, project, `/view_file/plan/${fileId}`);
    await page.getByRole('button', { name: `${title} Open`, exact: true }).click();
    const photos = page.getByTestId('pin-photos');
    await photos.getByText('No photos yet.').waitFor();
    const input = photos.getByTestId('pin-photo-input');
    expect(await input.getAttribute('accept')).toBe('image/*');
    expect(await input.getAttribute('capture')).toBe('environment');
    await input.setInputFiles([{ name: 'wall.png', mimeType: 'image/png', buffer: demoPhoto(7, 640, 480) }]);
    expect(await nextToast(page, 'Photo added')).toBe('Photo added');
    const thumbnail = photos.getByRole('button', { name: 'Enlarge photo 1' }).locator('img');
    await thumbnail.waitFor();
    // The thumbnail loaded: the browser decoded the picture the storage answered.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    const stored = await call<PinPhoto[]>(`/api/pins/${pin._id}/photos`, { token: pm.token });
    expect(stored.body).toHaveLength(1);
    expect(stored.body[0]).toMatchObject({ addedBy: { id: pm.id }, contentType: 'image/png' });

    await photos.getByRole('button', { name: 'Enlarge photo 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Pin photo' });
    await viewer.getByTestId('pin-photo-enlarged').waitFor();
    await viewer.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Remove this photo from the pin?').waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    expect(await nextToast(page, 'Photo removed')).toBe('Photo removed');
    await photos.getByText('No photos yet.').waitFor();
    expect((await call<PinPhoto[]>(`/api/pins/${pin._id}/photos`, { token: pm.token })).body).toEqual([]);
    expect(natives).toEqual([]);
  });
});
