import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { CREATABLE_ROLES, type Role } from '../../shared/roles.ts';
import { call, createProject, createSignedInUser } from '../support/api.ts';
import {
  hasHorizontalScroll,
  launchChromium,
  nextToast,
  recordNativeDialogs,
  signIn,
  webUrl,
} from '../support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const TILES = { construction: 'Construction', planfile: 'Plan File', marketing: 'Marketing' } as const;
const EXPECTED_TILES: Record<Role, (keyof typeof TILES)[]> = {
  admin: ['construction', 'planfile', 'marketing'],
  office: ['construction', 'planfile', 'marketing'],
  pm: ['construction', 'planfile'],
  consultant: ['planfile'],
  site: ['construction'],
  marketing: ['marketing'],
  user: [],
};

describe('login page', () => {
  it('shows the fields, version label, privacy link and the iOS app announcement', async () => {
    await page.goto(webUrl('/'));
    // The first page load of a run can outlast expect.poll's one second: wait for the field itself.
    await page.getByLabel('User Name').waitFor();
    await expect.poll(() => page.getByLabel('User Name').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
    expect(await page.getByText('v0.8.03').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: /privacy/i }).click();
    await page.waitForURL('**/privacy');
    expect(await page.getByText('2025-06-09').count()).toBeGreaterThan(0);
  });

  it('says so when the fields are empty, and when the password is wrong', async () => {
    await page.goto(webUrl('/'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter both email and password').waitFor();
    await signIn(page, inject('adminEmail'), 'wrong-password');
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe.each(CREATABLE_ROLES)('role %s', (role) => {
  it('lands on its page with the tiles and navigation of docs/requirements.md#roles-and-what-each-may-do', async () => {
    const project = await createProject();
    const user = await createSignedInUser(role, [project._id]);
    await signIn(page, user.email, user.password);
    if (role === 'site') {
      await page.waitForURL('**/site_select_project');
      await page.getByText(project.name).waitFor();
      return;
    }
    await page.waitForURL('**/app_home');
    for (const [section, label] of Object.entries(TILES)) {
      const tile = page.getByRole('button', { name: new RegExp(`^${label}`) });
      await tile.waitFor();
      const permitted = EXPECTED_TILES[role].includes(section as keyof typeof TILES);
      expect(await tile.getAttribute('data-permitted'), `${role} ${section}`).toBe(String(permitted));
    }
    const nav = page.getByRole('navigation');
    expect(await nav.getByRole('link', { name: 'Home' }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Users' }).count()).toBe(role === 'admin' ? 1 : 0);
    expect(await nav.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Profile' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe(role);
  });
});

describe('home page', () => {
  it('says so in a toast, not a native alert, when a role opens a section it may not', async () => {
    const user = await createSignedInUser('consultant');
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/app_home');
    const nativeDialogs = recordNativeDialogs(page);
    await page.getByRole('button', { name: /^Marketing/ }).click();
    expect(await nextToast(page)).toBe('You do not have permission to access this section.');
    expect(nativeDialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/app_home');
  });

  it('sends a visitor without a session back to the login page', async () => {
    await page.goto(webUrl('/app_home'));
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('logout asks first, then clears storage and returns to login', async () => {
    const user = await createSignedInUser('pm');
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/app_home');
    await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Confirm Logout').waitFor();
    await page.getByText('Are you sure you want to logout?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it('L5: logout ends the session on the server: the token it held is refused afterwards', async () => {
    const user = await createSignedInUser('pm');
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/app_home');
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect((await call('/api/auth/me', { token })).status).toBe(200);
    await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await call('/api/auth/me', { token })).status).toBe(401);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(200);
  });

  it('L5: "Sign out everywhere" in the profile dialog ends every session, after a confirmation', async () => {
    const user = await createSignedInUser('office');
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/app_home');
    await page.getByRole('navigation').getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere' });
    await confirm
      .getByText('This ends your sessions on every device and browser, this one included.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await call('/api/auth/me', { token: user.token })).status).toBe(401);
  });
});

describe('user management', () => {
  it('an admin creates a user, who signs in and must change the password first', async () => {
    await signIn(page, inject('adminEmail'), inject('adminPassword'));
    await page.waitForURL('**/app_home');
    await page.getByRole('navigation').getByRole('button', { name: 'Users' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add New User' }).click();
    await dialog.getByText('Create New User').waitFor();
    const email = `new-${Date.now()}@test.example`;
    await dialog.getByLabel('Name', { exact: true }).fill('Nora New');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Role', { exact: true }).selectOption('pm');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText('User created successfully').waitFor();
    const hint = await dialog.getByTestId('initial-password-hint').locator('.password-hint__value').textContent();
    const initialPassword = (hint ?? '').trim();
    expect(initialPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    await dialog.getByText(email).waitFor();

    const other = await browser.newContext();
    const newPage = await other.newPage();
    await signIn(newPage, email, initialPassword);
    await newPage.getByLabel('Current Password').fill(initialPassword);
    await newPage.getByLabel('New Password', { exact: true }).fill('copper kettle 58 on the dock');
    await newPage.getByLabel('Confirm New Password').fill('copper kettle 58 on the dock');
    await newPage.getByRole('button', { name: /change password/i }).click();
    await newPage.waitForURL('**/app_home');
    expect(await newPage.evaluate(() => localStorage.getItem('userRole'))).toBe('pm');
    await other.close();
  });
});

describe('phone screens', () => {
  it('login and home fit a 375px-wide screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    await p.goto(webUrl('/'));
    await p.getByLabel('User Name').waitFor();
    expect(await hasHorizontalScroll(p)).toBe(false);
    await signIn(p, inject('adminEmail'), inject('adminPassword'));
    await p.waitForURL('**/app_home');
    await p.getByRole('button', { name: /^Construction/ }).waitFor();
    expect(await hasHorizontalScroll(p)).toBe(false);
    await phone.close();
  });
});
