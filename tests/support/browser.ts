/** Debian's Chromium driven by playwright-core (no browser download works here). */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export function webUrl(path = '/'): string {
  return `${inject('endpoints').web}${path}`;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(webUrl('/'));
  await page.getByLabel('User Name').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in and opens a project's construction schedule the way a person does: Construction, then the project. */
export async function openConstructionSchedule(
  page: Page,
  user: { email: string; password: string },
  project: { _id: string; name: string },
): Promise<void> {
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/app_home');
  await page.getByRole('button', { name: /^Construction/ }).click();
  await page.getByText(project.name, { exact: true }).click();
  await page.waitForURL(`**/construction_page/${project._id}`);
}

/**
 * Signs in (`landing`: where the role arrives, /app_home unless said), chooses `project` as the home page
 * and pickers would (construction scenario), then opens `path` by its address.
 */
export async function openInProject(
  page: Page,
  user: { email: string; password: string },
  project: { _id: string; name: string },
  path: string,
  landing = '/app_home',
): Promise<void> {
  await signIn(page, user.email, user.password);
  await page.waitForURL(`**${landing}`);
  await page.evaluate(
    ({ id, name }) => {
      localStorage.setItem('selectedScenario', 'construction');
      localStorage.setItem('selectedProject', JSON.stringify({ id, name, description: '' }));
    },
    { id: project._id, name: project.name },
  );
  await page.goto(webUrl(path));
}

/** Opens the Plan File sheet `fileId` in the viewer (openInProject) and waits until its page is drawn. */
export async function openDrawnSheet(
  page: Page,
  user: { email: string; password: string },
  project: { _id: string; name: string },
  fileId: string,
): Promise<void> {
  await openInProject(page, user, project, `/view_file/plan/${fileId}`);
  await page.getByTestId('pdf-progress').and(page.locator(':empty')).waitFor({ state: 'attached' });
}

/** The next window.alert's text; the dialog is accepted. */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/** The text of the next toast (the app's own message that replaced native alerts). */
export async function nextToast(page: Page, text?: string | RegExp): Promise<string> {
  const toast = text ? page.locator('.toasts .toast', { hasText: text }) : page.locator('.toasts .toast').last();
  await toast.waitFor();
  return ((await toast.locator('.toast__text').textContent()) ?? '').trim();
}

/** Native alert/confirm/prompt boxes the page opened; the app should open none (it has toasts and dialogs). */
export function recordNativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** One Chromium for the test file, and a fresh context and page for every test (a phone: `isMobile`, `hasTouch`). */
export function browserPerTest(
  viewport = { width: 1280, height: 900 },
  options: Omit<BrowserContextOptions, 'viewport'> = {},
): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({ viewport, ...options });
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context.close();
  });
  return session;
}

/**
 * The two screens a sheet's features are tried on, for `describe.each`: a 1280 px desktop and a 375 px
 * phone (`phone`: its context is mobile and takes taps).
 */
export const DESKTOP_AND_PHONE = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 375, height: 800 }, phone: true },
] as const;

/** A browserPerTest session whose page records its native dialogs from the start (recordNativeDialogs). */
export interface ScreenSession extends BrowserSession {
  natives: string[];
}

/** A context's options besides its viewport on a phone (mobile, taking taps) or a desktop (none). */
export const phoneOptions = (phone: boolean): Omit<BrowserContextOptions, 'viewport'> =>
  phone ? { isMobile: true, hasTouch: true } : {};

/**
 * browserPerTest on one of DESKTOP_AND_PHONE; each test's page records its native dialogs in `natives` from
 * the start (this hook runs after browserPerTest's, which opens the page: before hooks run in their order).
 */
export function browserOn(screen: { viewport: { width: number; height: number }; phone: boolean }): ScreenSession {
  const session = browserPerTest(screen.viewport, phoneOptions(screen.phone)) as ScreenSession;
  beforeEach(() => {
    session.natives = recordNativeDialogs(session.page);
  });
  return session;
}

/** The drawn bar of the chart's task named `name` (its focusable rectangle). */
export const chartBar = (page: Page, name: string): Locator =>
  page
    .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: name }) })
    .locator('g[tabindex] rect')
    .first();

/** Drags `target` (a chart bar) from its middle by `dx` pixels, in two runs of small steps as a hand would. */
export async function dragBy(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag: it is not drawn');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 8 });
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}
