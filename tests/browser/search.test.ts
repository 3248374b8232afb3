/**
 * Project search in Chromium on the demo data (docs/requirements.md#project-search): a word of a demo
 * file's name typed in the search box finds it, and the result opens its folder with the file highlighted;
 * a task result opens its Edit Task dialog; the box and its results fit a 375 px phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/seed/projects-and-users.ts';
import { browserPerTest, hasHorizontalScroll, recordNativeDialogs, signIn } from '../support/browser.ts';

const PROJECT = 'Harbourfront Tower';

/** The office demo user, in the construction schedule of a demo project. */
async function openProject(page: Page): Promise<void> {
  await signIn(page, 'office@example.com', DEMO_PASSWORD);
  await page.waitForURL('**/app_home');
  await page.getByRole('button', { name: /^Construction/ }).click();
  await page.getByRole('main').getByRole('button', { name: PROJECT }).click();
  await page.waitForURL('**/construction_page/**');
}

/** Types into the search box until the result appears (the index follows the seed shortly after start). */
async function searchFor(page: Page, text: string, result: string) {
  const box = page.getByRole('searchbox', { name: 'Search this project' });
  const hit = page.getByTestId('search-results').getByRole('button', { name: new RegExp(result) });
  await expect
    .poll(
      async () => {
        await box.fill('');
        await box.fill(text);
        await page
          .getByTestId('search-results')
          .getByText(/Nothing found|Construction tasks|Files|Folders/)
          .first()
          .waitFor();
        return hit.count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return hit.first();
}

describe('project search (desktop)', () => {
  const s = browserPerTest();

  it('finds a demo file by a word of its name, accent- and case-insensitively, and opens it highlighted in its folder', async () => {
    const dialogs = recordNativeDialogs(s.page);
    await openProject(s.page);
    const hit = await searchFor(s.page, 'ÉLEV', 'A-200 Elevations.pdf');
    expect(await hit.textContent()).toContain('Plan File / Architectural / Elevations');
    await hit.click();
    await s.page.waitForURL(/\/planfile_list\/[^?]+\?highlight=/);
    const row = s.page.locator('table.file-table tbody tr.is-highlighted');
    await row.waitFor();
    expect(await row.textContent()).toContain('A-200 Elevations.pdf');
    expect(await row.getAttribute('aria-current')).toBe('true');
    // The side navigation follows the result into its area.
    expect(await s.page.getByTestId('nav-area').textContent()).toContain('Plan');
    expect(dialogs).toEqual([]);
  });

  it('opens a construction task result in its Edit Task dialog', async () => {
    await openProject(s.page);
    await s.page.goto(s.page.url().replace(/\/construction_page\/.*/, '/app_home'));
    await s.page.getByRole('button', { name: /^Plan File/ }).click();
    await s.page.getByRole('main').getByRole('button', { name: PROJECT }).click();
    await s.page.waitForURL('**/planfile_page');
    const hit = await searchFor(s.page, 'slab', 'Slab on grade');
    await hit.click();
    await s.page.waitForURL(/\/construction_page\/[^?]+\?task=/);
    const dialog = s.page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Slab on grade');
  });
});

describe('project search (375 px phone)', () => {
  const s = browserPerTest({ width: 375, height: 740 });

  it('the box and its results fit the screen without sideways scrolling', async () => {
    await openProject(s.page);
    await searchFor(s.page, 'plan', 'A-101 Level 1 plan.pdf');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    const panel = await s.page.getByTestId('search-results').boundingBox();
    expect(panel).not.toBeNull();
    expect((panel?.x ?? -1) >= 0 && (panel?.x ?? 0) + (panel?.width ?? 0) <= 375).toBe(true);
  });
});
