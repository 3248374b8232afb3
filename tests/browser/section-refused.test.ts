/**
 * N8: a screen of a section the role does not have, opened by its address, shows one clear message and
 * the way home: no form above a red refusal, no "You can view this schedule" above a second message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { Role } from '../../shared/roles.ts';
import { createProject, createSignedInUser } from '../support/api.ts';
import { browserPerTest, openInProject } from '../support/browser.ts';

const session = browserPerTest({ width: 375, height: 740 });
let project: Project;

beforeAll(async () => {
  project = await createProject();
}, 60_000);

const MESSAGE = 'You do not have permission to access this section.';

const cases: [Role, string, () => string][] = [
  ['consultant', 'the construction schedule', () => `/construction_page/${project._id}`],
  ['consultant', 'the Monitor', () => `/monitor/${project._id}`],
  ['consultant', 'construction uploads', () => '/construction_upload'],
  ['marketing', 'the plan folders', () => '/planfile_page'],
  ['marketing', 'plan folder management', () => '/plan_edit_folder'],
  ['pm', 'the marketing schedule', () => '/marketing_page'],
  ['pm', 'marketing uploads', () => '/marketing_upload'],
  ['site', 'the marketing folders', () => '/marketing_folder'],
  ['site', 'plan uploads', () => '/plan_upload'],
];

describe('N8: a section the role does not have, opened by address', () => {
  it.each(cases)('N8: %s opening %s sees one message and no form', async (role, _screen, path) => {
    const { page } = session;
    const user = await createSignedInUser(role, [project._id]);
    await openInProject(page, user, project, path(), role === 'site' ? '/site_select_project' : '/app_home');
    await page.getByText(MESSAGE, { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');

    const main = page.locator('main');
    expect(await main.getByText(MESSAGE, { exact: true }).count()).toBe(1);
    // Nothing else in red, no "you can view" note, no form or field outside the project search.
    expect(await main.locator('.alert, [role="alert"]').allTextContents()).toEqual([MESSAGE]);
    expect(await main.getByText(/You can view this schedule/).count()).toBe(0);
    expect(
      await main
        .locator('form, input, select, textarea')
        .evaluateAll((els) => els.filter((el) => !el.closest('search')).length),
    ).toBe(0);
    await main.getByRole('link', { name: 'Go to the home page' }).waitFor();
  });
});
