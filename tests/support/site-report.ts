/** The site report as a site worker reaches it, for the site-report browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { asAdmin, call, type TestUser } from './api.ts';
import { signIn } from './browser.ts';

/** A construction task made by the admin (1 to 12 June 2026). */
export async function addSiteTask(project: Project, name: string): Promise<ConstructionTask> {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: await asAdmin(),
    body: { projectId: project._id, task_name: name, schedule_start: '2026-06-01', schedule_finish: '2026-06-12' },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Signs the site worker in and picks the project: the report form, no task chosen yet. */
export async function openSiteReport(page: Page, site: TestUser, project: Project): Promise<void> {
  await signIn(page, site.email, site.password);
  await page.waitForURL('**/site_select_project');
  await page.getByText(project.name, { exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/site_report' && url.searchParams.get('projectId') === project._id);
}
