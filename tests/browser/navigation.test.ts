/** The side navigation of spec §2 and §6: items by role and by the scenario chosen on the home page. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles.ts';
import { createProject, createSignedInUser } from '../support/api.ts';
import { launchChromium, signIn } from '../support/browser.ts';

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

const navIds = async () =>
  page.locator('nav[aria-label="Main"] [data-nav]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nav')));

/** Signs in, opens a section from home, picks the project and answers the navigation's items. */
async function navAfterChoosing(role: Role, tile: string, landing: string): Promise<(string | null)[]> {
  const project = await createProject();
  const user = await createSignedInUser(role, [project._id]);
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/app_home');
  await page.getByRole('button', { name: tile, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(project.name) }).click();
  await page.waitForURL(`**${landing.replace('{id}', project._id)}`);
  await page.locator('nav[aria-label="Main"] [data-nav="home"]').waitFor();
  return navIds();
}

describe('side navigation by role and scenario', () => {
  it.each([
    ['admin', ['home', 'project', 'schedule', 'monitor', 'drawing']],
    ['office', ['home', 'project', 'schedule', 'monitor', 'drawing']],
    ['pm', ['home', 'project', 'schedule', 'monitor']],
  ] as const)('%s in the construction scenario', async (role, expected) => {
    const ids = await navAfterChoosing(role, 'Construction', '/construction_page/{id}');
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it('consultant in the plan scenario sees Folders', async () => {
    const ids = await navAfterChoosing('consultant', 'Plan File', '/planfile_page');
    expect([...ids].sort()).toEqual(['folders', 'home', 'project']);
  });

  it('marketing in the marketing scenario sees Schedule and Folder', async () => {
    const ids = await navAfterChoosing('marketing', 'Marketing', '/marketing_page');
    expect([...ids].sort()).toEqual(['home', 'marketing-folder', 'marketing-schedule', 'project']);
  });

  it('site has no project picker in its navigation', async () => {
    const project = await createProject();
    const user = await createSignedInUser('site', [project._id]);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/site_select_project');
    await page.getByRole('button', { name: new RegExp(project.name) }).click();
    await page.waitForURL(`**/site_report?projectId=${project._id}`);
    await page.locator('nav[aria-label="Main"] [data-nav="home"]').waitFor();
    const ids = await navIds();
    expect(ids).not.toContain('project');
    expect(ids).toContain('monitor');
  });
});
