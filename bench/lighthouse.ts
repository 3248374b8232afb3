/**
 * Lighthouse performance and accessibility (default mobile throttling) for the login page, home, a
 * folder screen, a file list, the construction schedule, the project's activity and its photo timeline, in
 * Debian's Chromium. Signed-in pages get the browser
 * storage the app writes at sign-in, set on the origin before Lighthouse loads them.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { RunningStack } from '../local/stack.ts';
import type { Folder } from '../shared/models/documents.ts';
import type { LoginResponse, Project } from '../shared/models.ts';
import { CHROMIUM_ARGS } from '../tests/support/browser.ts';
import { BenchClient } from './client.ts';
import { BENCH_ADMIN } from './stack.ts';

export interface LighthouseRow {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
}

async function signedInStorage(stack: RunningStack) {
  const anonymous = new BenchClient(stack.endpoints.web);
  const session = (await anonymous.call<LoginResponse>('POST', '/api/auth/login', BENCH_ADMIN)).body;
  const api = anonymous.withToken(session.access_token);
  const project = (
    await api.call<Project>('POST', '/api/projects', { name: 'Lighthouse project', description: 'Bench' })
  ).body;
  const folder = (
    await api.call<Folder>('POST', '/api/folders', { name: 'Drawings', module: 'plan', projectId: project._id })
  ).body;
  const form = new FormData();
  form.set('projectId', project._id);
  form.set('folderId', folder._id);
  form.set('author', 'Bench');
  form.set('file', new Blob(['%PDF-1.4 bench'], { type: 'application/pdf' }), 'A-101 Ground floor.pdf');
  await api.callForm('/api/upload/plan', form);
  for (let i = 0; i < 40; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        api.call('POST', '/api/tasks', {
          projectId: project._id,
          task_name: `Task ${i + j}`,
          schedule_start: `2026-05-${String(1 + ((i + j) % 20)).padStart(2, '0')}`,
          schedule_finish: `2026-05-${String(5 + ((i + j) % 20)).padStart(2, '0')}`,
        }),
      ),
    );
  }
  const storage = {
    token: session.access_token,
    userRole: session.roles,
    userEmail: session.email,
    userId: session.userId,
    userName: session.name,
    allowedProjects: JSON.stringify(session.allowedProjects),
    selectedScenario: 'construction',
    selectedProject: JSON.stringify({ id: project._id, name: project.name, description: project.description }),
  };
  return { storage, project, folder };
}

export async function measureLighthouse(stack: RunningStack): Promise<LighthouseRow[]> {
  const { storage, project, folder } = await signedInStorage(stack);
  const pages = [
    { page: 'login', path: '/', storage: {} },
    { page: 'home', path: '/app_home', storage },
    {
      page: 'folder screen (plan root)',
      path: '/planfile_page',
      storage: { ...storage, selectedScenario: 'planfile' },
    },
    {
      page: 'file list (plan folder)',
      path: `/planfile_list/${folder._id}`,
      storage: { ...storage, selectedScenario: 'planfile' },
    },
    { page: 'construction schedule', path: `/construction_page/${project._id}`, storage },
    { page: 'project activity', path: `/activity/${project._id}`, storage },
    { page: 'photo timeline', path: `/photos/${project._id}`, storage },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  // The project's one browser driver sets the storage; Lighthouse drives the same browser through its port.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const rows: LighthouseRow[] = [];
  try {
    for (const p of pages) {
      const page = await context.newPage();
      await page.goto(`${stack.endpoints.web}/privacy`);
      await page.evaluate((items: Record<string, string>) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      }, p.storage);
      const result = await lighthouse(`${stack.endpoints.web}${p.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      const finalPath = new URL(result?.lhr.finalDisplayedUrl ?? 'about:blank').pathname;
      // A missing session would redirect to the login page and score that instead.
      if (finalPath !== new URL(`${stack.endpoints.web}${p.path}`).pathname) {
        throw new Error(`Lighthouse for ${p.page} ended on ${finalPath}, not ${p.path}`);
      }
      const categories = result?.lhr.categories;
      rows.push({
        page: p.page,
        path: p.path,
        performance: Math.round((categories?.performance?.score ?? Number.NaN) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? Number.NaN) * 100),
      });
      await page.close();
    }
  } finally {
    await browser.close();
    chrome.kill();
  }
  return rows;
}
