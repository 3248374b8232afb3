/**
 * Site reports without a signal (docs/requirements.md#reports-made-without-a-connection): the built app's
 * service worker, a report made offline that waits on the phone and goes once when the connection
 * returns, and photos scaled on the phone before they are sent.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPhoto } from '../../local/seed/png.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask, TaskWithActivity } from '../../shared/task-models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, nextToast, recordNativeDialogs, webUrl } from '../support/browser.ts';
import { addSiteTask, openSiteReport } from '../support/site-report.ts';

const chromium = browserPerTest({ width: 375, height: 740 }, { isMobile: true, hasTouch: true });
let context: BrowserContext;
let page: Page;
let project: Project;
let site: TestUser;

beforeAll(async () => {
  project = await createProject();
  site = await createSignedInUser('site', [project._id]);
});
beforeEach(() => {
  context = chromium.context;
  page = chromium.page;
});

const addTask = (name: string) => addSiteTask(project, name);

async function openReport(task: ConstructionTask): Promise<void> {
  await openSiteReport(page, site, project);
  await page.getByLabel('Select Task').selectOption({ label: task.task_name });
  await page.waitForURL(`**/site_report/${task._id}?projectId=${project._id}`);
  await page.getByLabel('Progress %').waitFor();
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}

describe('the installed app', () => {
  it('registers its service worker, and the site report opens without a connection after a first visit', async () => {
    const task = await addTask('Set anchor bolts');
    await openReport(task);
    const manifest = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
    expect(manifest).toBe('/manifest.webmanifest');
    const installed = await (await fetch(webUrl('/manifest.webmanifest'))).json();
    expect(installed).toMatchObject({ name: 'Site Office', display: 'standalone', theme_color: '#1d3557' });
    expect(installed.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    // The worker takes the page over once it has precached the app.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Site Report' }).waitFor();
    await page
      .getByText('You are offline. Reports are kept on this phone and sent when the connection returns.')
      .waitFor();
    // The task list and the task come from what this phone showed last.
    expect(await page.getByLabel('Select Task').inputValue()).toBe(task._id);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('not ready');
    expect(await hasHorizontalScroll(page)).toBe(false);
    // Its /api answers were never cached by the worker.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);

    // Another screen says it needs a connection.
    await page.getByRole('navigation').getByRole('link', { name: 'Monitor' }).click();
    await page
      .getByText('You are offline. This screen needs a connection; site reports can still be made and are sent later.')
      .waitFor();
  });
});

/** The keys the app keeps in its IndexedDB store on this phone. */
const keptKeys = (p: Page) =>
  p.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('site-office-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );

describe('what the phone keeps', () => {
  it("keeps the site report's task list per user, and forgets it at logout", async () => {
    const task = await addTask('Level the footings');
    await openReport(task);
    const key = `tasks:${site.id}:${project._id}`;
    await expect.poll(() => keptKeys(page)).toContain(key);
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => keptKeys(page)).not.toContain(key);
  });
});

describe('a site report made without a connection', () => {
  it('waits on the phone with its two photos, then goes once when the connection returns', async () => {
    const task = await addTask('Pour basement slab');
    await openReport(task);
    const nativeDialogs = recordNativeDialogs(page);
    await context.setOffline(true);
    await page
      .getByText('You are offline. Reports are kept on this phone and sent when the connection returns.')
      .waitFor();

    await page.getByLabel('Status', { exact: true }).selectOption('working');
    await page.getByLabel('Progress %').fill('30');
    await page.getByLabel('Note', { exact: true }).fill('Slab poured in the east bay, no signal down here.');
    await page.getByLabel('Inspection Status').selectOption('Scheduled');
    await page.getByLabel('Inspection Date').fill('2026-06-08');
    await page.getByLabel('Estimate Finish Date').fill('2026-06-15');
    await page.getByLabel('Upload Images').setInputFiles([
      { name: 'east-bay.png', mimeType: 'image/png', buffer: demoPhoto(3, 64, 48) },
      { name: 'rebar.png', mimeType: 'image/png', buffer: demoPhoto(4, 64, 48) },
    ]);
    await page.getByRole('button', { name: 'Update Task' }).click();
    await nextToast(page, 'No connection: the report is kept on this phone');
    await page.getByRole('heading', { name: 'Waiting to send (1)' }).waitFor();
    const waiting = page.getByRole('region', { name: 'Waiting to send (1)' });
    expect(await waiting.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Pour basement slab.* · 2 photos$/),
    ]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    // Nothing reached the server yet.
    const before = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: site.token });
    expect(before.body).toMatchObject({ progress: 0, notes: [], images: [] });

    await context.setOffline(false);
    expect(await nextToast(page, 'Site report for Pour basement slab sent.')).toBe(
      'Site report for Pour basement slab sent.',
    );
    await page.getByRole('heading', { name: /Waiting to send/ }).waitFor({ state: 'detached' });
    expect(nativeDialogs).toEqual([]);

    const saved = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: site.token });
    expect(saved.body).toMatchObject({
      status: 'working',
      progress: 30,
      inspection_status: 'Scheduled',
      inspection_schedule_date: '2026-06-08T04:00:00.000Z',
      estimate_finish: '2026-06-15T04:00:00.000Z',
    });
    expect(saved.body.notes.map((n) => n.text)).toEqual(['Slab poured in the east bay, no signal down here.']);
    // Small photos go as they are; only larger ones are scaled.
    expect(saved.body.images.map((i) => i.filename).sort()).toEqual(['east-bay.png', 'rebar.png']);

    // The Monitor table shows the task once, with the note and the two photos once.
    await page.goto(webUrl(`/monitor/${project._id}`));
    const rows = page.locator('tr', { has: page.getByRole('rowheader', { name: 'Pour basement slab' }) });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.getByTestId('note-cell').textContent()).toBe('Slab poured in the east bay, no signal down here.');
    expect(await rows.getByTestId('image-cell').locator('.activity-cell__count').textContent()).toBe('2');
  });

  it('tells what was kept when someone else changed the task meanwhile', async () => {
    const task = await addTask('Frame stairwell');
    // Reported on before: the form starts from these values.
    await call(`/api/tasks/${task._id}`, {
      method: 'PUT',
      token: site.token,
      body: { status: 'working', progress: 20, inspection_status: 'TBD' },
    });
    await openReport(task);
    await context.setOffline(true);
    await page.getByLabel('Progress %').fill('55');
    await page.getByRole('button', { name: 'Update Task' }).click();
    await page.getByRole('heading', { name: 'Waiting to send (1)' }).waitFor();
    // Meanwhile the office books the inspection.
    const office = await call(`/api/tasks/${task._id}`, {
      method: 'PUT',
      token: await asAdmin(),
      body: { inspection_status: 'Passed', status: 'booked' },
    });
    expect(office.status).toBe(200);
    await context.setOffline(false);
    expect(await nextToast(page, 'Site report for Frame stairwell sent.')).toBe(
      'Site report for Frame stairwell sent. Kept the newer Status, Inspection Status someone else set meanwhile.',
    );
    const saved = await call<ConstructionTask>(`/api/tasks/${task._id}`, { token: site.token });
    expect(saved.body).toMatchObject({ progress: 55, status: 'booked', inspection_status: 'Passed' });
  });
});

describe('answers lost on the way back', () => {
  it('sends the note and the photo again after their answers were lost, and each is recorded once', async () => {
    const task = await addTask('Waterproof foundation');
    await openReport(task);
    // The server receives the first note and the first photo confirmation; the phone never hears back.
    const loseFirstAnswer = (pattern: string) => {
      let calls = 0;
      return page.route(pattern, async (route) => {
        calls += 1;
        if (calls > 1) return route.continue();
        await route.fetch();
        await route.abort('connectionfailed');
      });
    };
    await loseFirstAnswer(`**/api/tasks/${task._id}/note`);
    await loseFirstAnswer(`**/api/tasks/${task._id}/image-uploads/confirm`);

    await page.getByLabel('Note', { exact: true }).fill('Membrane on the north side.');
    await page
      .getByLabel('Upload Images')
      .setInputFiles([{ name: 'membrane.png', mimeType: 'image/png', buffer: demoPhoto(5, 64, 48) }]);
    await page.getByRole('button', { name: 'Update Task' }).click();
    await nextToast(page, 'No connection: the report is kept on this phone');
    expect(await nextToast(page, 'Site report for Waterproof foundation sent.')).toBe(
      'Site report for Waterproof foundation sent.',
    );
    const saved = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: site.token });
    expect(saved.body.notes.map((n) => n.text)).toEqual(['Membrane on the north side.']);
    expect(saved.body.notes_summary.count).toBe(1);
    expect(saved.body.images.map((i) => i.filename)).toEqual(['membrane.png']);
    expect(saved.body.images_summary.count).toBe(1);
  });
});

describe('a photo that fails on its way to storage', () => {
  it('says which photo did not go, and the next press sends the batch once, none lost, none doubled', async () => {
    const task = await addTask('Hang drywall');
    await openReport(task);
    let failures = 0;
    await page.route(
      (url) => url.pathname.includes(`/tasks/${project._id}/${task._id}/`) && url.pathname.endsWith('/ceiling.png'),
      async (route) => {
        if (route.request().method() === 'PUT' && failures++ === 0) return route.fulfill({ status: 500 });
        return route.continue();
      },
    );
    await page.getByLabel('Upload Images').setInputFiles([
      { name: 'walls.png', mimeType: 'image/png', buffer: demoPhoto(6, 64, 48) },
      { name: 'ceiling.png', mimeType: 'image/png', buffer: demoPhoto(7, 64, 48) },
    ]);
    await page.getByRole('button', { name: 'Update Task' }).click();
    await page.getByText('Failed to upload images: These photos were not uploaded: ceiling.png').waitFor();
    expect((await call<TaskWithActivity>(`/api/task/${task._id}`, { token: site.token })).body.images).toEqual([]);

    await page.getByRole('button', { name: 'Update Task' }).click();
    await nextToast(page, 'Task updated successfully!');
    const saved = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: site.token });
    expect(saved.body.images.map((i) => [i.index, i.filename]).sort()).toEqual([
      [0, 'walls.png'],
      [1, 'ceiling.png'],
    ]);
  });
});

/** The same JPEG with an EXIF orientation tag (6: the camera was turned a quarter clockwise). */
function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, first IFD at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    orientation >> 8,
    orientation & 0xff,
    0x00,
    0x00, // Orientation, SHORT
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, body, jpeg.subarray(2)]);
}

describe('photos from the phone', () => {
  it('sends a 4000×3000 photo at 2560×1920, the original when Original quality is ticked, and a turned one upright', async () => {
    const task = await addTask('Clad north wall');
    await openReport(task);
    const camera = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, '#1d3557');
      gradient.addColorStop(1, '#f4a261');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 4000, 3000);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] as string;
    });
    const photo = { name: 'north-wall.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(camera, 'base64') };
    // The camera button opens the camera itself on a phone; the gallery pick stays.
    expect(await page.getByLabel('Take photo').getAttribute('capture')).toBe('environment');
    await page.getByLabel('Take photo').setInputFiles([photo]);
    await page.getByRole('button', { name: 'Update Task' }).click();
    await nextToast(page, 'Task updated successfully!');

    await page.getByLabel('Original quality').check();
    await page.getByLabel('Upload Images').setInputFiles([{ ...photo, name: 'north-wall-original.jpg' }]);
    await page.getByRole('button', { name: 'Update Task' }).click();
    await nextToast(page, 'Task updated successfully!');

    const saved = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: site.token });
    const sizes = await Promise.all(
      saved.body.images
        .sort((a, b) => a.index - b.index)
        .map(async (i) => ({
          name: i.filename,
          ...jpegSize(Buffer.from(await (await fetch(i.url)).arrayBuffer())),
        })),
    );
    expect(sizes).toEqual([
      { name: 'north-wall.jpg', width: 2560, height: 1920 },
      { name: 'north-wall-original.jpg', width: 4000, height: 3000 },
    ]);

    // A photo taken with the phone upright is stored sideways with an orientation tag: sent upright.
    await page.getByLabel('Original quality').uncheck();
    await page
      .getByLabel('Take photo')
      .setInputFiles([{ ...photo, name: 'upright.jpg', buffer: withOrientation(photo.buffer, 6) }]);
    await page.getByRole('button', { name: 'Update Task' }).click();
    await nextToast(page, 'Task updated successfully!');
    const upright = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: site.token });
    const third = upright.body.images.find((i) => i.index === 2);
    expect(third?.filename).toBe('upright.jpg');
    expect(jpegSize(Buffer.from(await (await fetch(third?.url as string)).arrayBuffer()))).toEqual({
      width: 1920,
      height: 2560,
    });
  });
});
