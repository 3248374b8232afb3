/** The side navigation of docs/requirements.md#side-navigation: items by role and by the scenario chosen on the home page. */
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
  await page.getByRole('button', { name: new RegExp(`^${tile}`) }).click();
  await page.getByRole('button', { name: new RegExp(project.name) }).click();
  await page.waitForURL(`**${landing.replace('{id}', project._id)}`);
  await page.locator('nav[aria-label="Main"] [data-nav="home"]').waitFor();
  return navIds();
}

describe('side navigation by role and scenario', () => {
  it.each([
    [
      'admin',
      ['home', 'project', 'schedule', 'monitor', 'photos', 'daily-log', 'drawing', 'issues', 'activity', 'recycle-bin'],
    ],
    [
      'office',
      ['home', 'project', 'schedule', 'monitor', 'photos', 'daily-log', 'drawing', 'issues', 'activity', 'recycle-bin'],
    ],
    ['pm', ['home', 'project', 'schedule', 'monitor', 'photos', 'daily-log', 'issues', 'activity', 'recycle-bin']],
  ] as const)('%s in the construction scenario', async (role, expected) => {
    const ids = await navAfterChoosing(role, 'Construction', '/construction_page/{id}');
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it('consultant in the plan scenario sees Folders', async () => {
    const ids = await navAfterChoosing('consultant', 'Plan File', '/planfile_page');
    expect([...ids].sort()).toEqual(['activity', 'folders', 'home', 'issues', 'project', 'recycle-bin']);
  });

  it('marketing in the marketing scenario sees Schedule and Folder', async () => {
    const ids = await navAfterChoosing('marketing', 'Marketing', '/marketing_page');
    expect([...ids].sort()).toEqual([
      'activity',
      'home',
      'issues',
      'marketing-folder',
      'marketing-schedule',
      'project',
      'recycle-bin',
    ]);
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

describe('side navigation context (issue: screens a construction team can work with, item 6)', () => {
  /** Text a person sees in an element: soft hyphens are only break opportunities. */
  const seen = (testId: string) =>
    page
      .getByTestId(testId)
      .evaluate((el) => (el.textContent ?? '').replaceAll('\u00AD', '').replace(/\s+/g, ' ').trim());

  it.each([
    ['pm', 'Construction', '/construction_page/{id}', 'Project Manager', 'Construction'],
    ['consultant', 'Plan File', '/planfile_page', 'Consultant', 'Plan File'],
    ['marketing', 'Marketing', '/marketing_page', 'Marketing', 'Marketing'],
  ] as const)(
    '%s: role and area written out in full, the project name never broken inside a word, full name on hover and focus',
    async (role, tile, landing, roleText, areaText) => {
      const project = await createProject(`Harbourfront Residences Phase 2 Podium ${Date.now()}`);
      const user = await createSignedInUser(role, [project._id]);
      await signIn(page, user.email, user.password);
      await page.waitForURL('**/app_home');
      await page.getByRole('button', { name: new RegExp(`^${tile}`) }).click();
      await page.getByRole('button', { name: new RegExp(project.name) }).click();
      await page.waitForURL(`**${landing.replace('{id}', project._id)}`);
      await page.getByTestId('nav-project').waitFor();
      expect(await seen('nav-role')).toBe(roleText);
      expect(await seen('nav-area')).toBe(areaText);
      const fits = await page.locator('.sidenav__context').evaluate((el) => {
        const bar = el.getBoundingClientRect();
        return [...el.querySelectorAll('dd, dd *')].every((child) => {
          const box = child.getBoundingClientRect();
          return box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5;
        });
      });
      expect(fits).toBe(true);
      const brokenWords = await page.getByTestId('nav-project').evaluate((el) => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
        return broken;
      });
      expect(brokenWords).toEqual([]);

      await page.getByTestId('nav-project').hover();
      const tip = page.getByRole('tooltip');
      await tip.waitFor();
      expect(await tip.textContent()).toBe(`Project: ${project.name}`);
      await page.mouse.move(600, 400);
      await expect.poll(() => tip.count()).toBe(0);
      await page.getByTestId('nav-project').focus();
      await tip.waitFor();
      expect(await tip.textContent()).toBe(`Project: ${project.name}`);
    },
  );
});
