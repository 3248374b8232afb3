/**
 * How long the construction schedule takes to draw its Gantt chart, through the real page: for each
 * count, a fresh project gets that many tasks through the API (one CSV import, see seedProject), an admin
 * signs in, and Chromium opens /construction_page/{id}; from the start of that navigation, the first
 * paint (the bars of the first screenful of rows drawn, whatever else is still loading), the whole
 * schedule loaded (the chart shows all its tasks: the frame counts them, and the bars in view are drawn),
 * and the part of the latter after the whole task list arrived (the browser's own work); and, in the same
 * run, the first paint without a first screenful (the page as it was before it had one).
 * Then, on the largest schedule, the frame times (requestAnimationFrame intervals) while the chart is
 * scrolled from top to bottom by one wheel step per frame: their p95 is what a person feels as smooth or not.
 *
 *   npx tsx bench/gantt-render.ts http://localhost:3000 admin@example.com 'password' 100,1000,3000,10000
 *   npx tsx bench/gantt-render.ts                   (starts its own bench stack; 100,1000,3000,10000)
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export interface GanttRenderResult {
  count: number;
  /** Median over the runs, ms from navigation start to the first screenful of bars drawn. */
  firstPaintMs: number;
  firstPaintRuns: number[];
  /**
   * Median over the runs, ms from navigation start to the first paint without a first screenful (its request
   * answered at once by the browser as an empty schedule: the page draws when the whole list is there, as it
   * did before it asked for one).
   */
  withoutFirstPageMs: number;
  withoutFirstPageRuns: number[];
  /** Median over the runs, ms from navigation start to the whole schedule drawn (the server's answers included). */
  ms: number;
  /** Every run, ms. */
  runs: number[];
  /**
   * Median over the runs, ms from the last tasks' answer (GET /api/tasks fully received) to the whole chart drawn:
   * the browser's own work, without the server's time to list the tasks, which grows with them too.
   */
  renderMs: number;
  renderRuns: number[];
}

export interface GanttScrollResult {
  count: number;
  /** Frames measured while scrolling. */
  frames: number;
  /** Frame interval percentiles, ms (60 Hz is 16.7 ms). */
  p50: number;
  p95: number;
  max: number;
  /** The last task's row was in view at the end (the scroll reached the bottom). */
  reachedLast: boolean;
}

export interface GanttBenchResult {
  render: GanttRenderResult[];
  scroll: GanttScrollResult;
}

export interface GanttRenderOptions {
  /** Navigations measured per count (median reported). Default 3. */
  runs?: number;
  /** Give every 10th task a dependency on the task 20 before it, so arrows are drawn too. Default true. */
  dependencies?: boolean;
  /** Per navigation. Default 120 s. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The schedule sizes `npm run bench` measures (the first is the base of the ratios), and its quick mode's. */
export const GANTT_COUNTS = [100, 1000, 3000, 10_000] as const;
export const GANTT_QUICK_COUNTS = [100, 300] as const;
/** Every 10th task depends on the task this many rows before it. */
const LINK_BACK = 20;
const DAY = 86_400_000;
/** The chart draws a task's bar as a focusable <g> inside the bars layer. */
const BAR_SELECTOR = '[data-testid="gantt"] svg g.bar g[tabindex]';
/** Bars a 450 px chart of 30 px rows shows at once: drawn by the first render, whatever else it draws. */
const ROWS_IN_VIEW = 15;
/** Wheel steps top to bottom, one per frame, when none is lost. */
const SCROLL_FRAMES = 240;

interface Login {
  access_token: string;
  roles: string;
  email: string;
  userId: string;
  name: string;
  allowedProjects?: string[];
}

async function request<T>(base: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A day `days` after 5 January 2026, as the CSV import reads dates. */
const dayKey = (days: number) => new Date(Date.UTC(2026, 0, 5) + days * DAY).toISOString().slice(0, 10);

/**
 * A project with `count` tasks of 2 to 6 days, three starting each day; every 10th depends on the one 20
 * before (finish-to-start). Written by the schedule's CSV import (POST .../schedules/construction/import),
 * as a real schedule arrives: a large file is one background job, polled until it is done. (Creating
 * 10,000 tasks one by one takes many minutes: each create with a dependency reads the project's tasks.)
 */
export async function seedProject(
  base: string,
  token: string,
  count: number,
  dependencies: boolean,
): Promise<{ id: string; name: string }> {
  const name = `Gantt bench ${count} ${new Date().toISOString()}`;
  const project = await request<{ _id: string }>(base, 'POST', '/api/projects', token, {
    name,
    description: `${count} tasks for the Gantt render benchmark`,
    status: 'active',
  });
  const rows = Array.from({ length: count }, (_, i) => {
    const first = Math.floor(i / 3);
    const previous = dependencies && i >= LINK_BACK && i % 10 === 0 ? `${i + 1 - LINK_BACK}FS` : '';
    const taskName = `Task ${String(i + 1).padStart(5, '0')}`;
    return `${i + 1},${taskName},${dayKey(first)},${dayKey(first + 1 + (i % 5))},${(i * 7) % 101},${previous},,,task`;
  });
  const form = new FormData();
  const file = ['id,name,start,finish,progress,predecessors,parent,owner,type', ...rows].join('\n');
  form.set('file', new Blob([file]), `bench-${count}.csv`);
  const path = `/api/projects/${project._id}/schedules/construction/import?preview=false`;
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await res.json()) as { status?: string; importId?: string };
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(answer)}`);
  if (answer.status === 'queued') {
    const statusPath = `/api/projects/${project._id}/schedules/construction/imports/${answer.importId}`;
    for (;;) {
      const status = await request<{ status: string }>(base, 'GET', statusPath, token);
      if (status.status === 'done') break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return { id: project._id, name };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The first-screenful request of the schedule page (docs/requirements.md#the-first-screenful-first). */
const FIRST_TASKS_URL = '**/schedules/construction/first-tasks*';

interface Navigation {
  /** ms from navigation start: the first screenful of bars drawn, the whole schedule drawn, the last task list received. */
  first: number;
  drawn: number;
  arrived: number;
}

/** Opens the project's construction schedule and times it (see the file's comment). */
async function openSchedule(
  page: import('playwright-core').Page,
  base: string,
  project: { id: string; count: number },
  timeoutMs: number,
): Promise<Navigation> {
  await page.goto(`${base}/construction_page/${project.id}`, { waitUntil: 'commit' });
  // performance.now() counts from this navigation's start. Polled every frame: the first frame with
  // the first screenful of bars is the first paint (kept on window, as later polls come back here),
  // the first with every task counted and those bars drawn is the whole schedule.
  const handle = await page.waitForFunction(
    ({ selector, count, inView }) => {
      const seen = window as unknown as { __firstPaint?: number };
      const bars = document.querySelectorAll(selector).length >= Math.min(count, inView);
      if (bars && seen.__firstPaint === undefined) seen.__firstPaint = performance.now();
      return bars && document.querySelector(`[data-testid="gantt"][data-task-count="${count}"]`)
        ? {
            first: seen.__firstPaint ?? performance.now(),
            drawn: performance.now(),
            arrived: performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes('/api/tasks?'))
              .reduce((last, e) => Math.max(last, (e as PerformanceResourceTiming).responseEnd), 0),
          }
        : false;
    },
    { selector: BAR_SELECTOR, count: project.count, inView: ROWS_IN_VIEW },
    { polling: 'raf', timeout: timeoutMs },
  );
  const navigation = (await handle.jsonValue()) as Navigation;
  await handle.dispose();
  return navigation;
}

export async function measureGanttRender(
  baseUrl: string,
  adminEmail: string,
  adminPassword: string,
  counts: readonly number[],
  options: GanttRenderOptions = {},
): Promise<GanttBenchResult> {
  const { runs = 3, dependencies = true, timeoutMs = 120_000, log = () => {} } = options;
  const base = baseUrl.replace(/\/$/, '');
  const login = await request<Login>(base, 'POST', '/api/auth/login', undefined, {
    email: adminEmail,
    password: adminPassword,
  });
  const projects: { count: number; id: string; name: string }[] = [];
  for (const count of counts) {
    const seeded = Date.now();
    projects.push({ count, ...(await seedProject(base, login.access_token, count, dependencies)) });
    log(`seeded ${count} tasks in ${Date.now() - seeded} ms`);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Signed in the way the login page leaves it; the bundle is loaded once so every run starts warm.
    await page.goto(`${base}/`);
    await page.evaluate((values) => {
      localStorage.setItem('token', values.access_token);
      localStorage.setItem('userRole', values.roles);
      localStorage.setItem('userEmail', values.email);
      localStorage.setItem('userId', values.userId);
      localStorage.setItem('userName', values.name);
      localStorage.setItem('allowedProjects', JSON.stringify(values.allowedProjects ?? []));
      localStorage.setItem('selectedScenario', 'construction');
    }, login);
    await page.goto(`${base}/app_home`);
    await page.waitForLoadState('networkidle');

    const results: GanttRenderResult[] = [];
    for (const project of projects) {
      await page.evaluate(
        (p) => localStorage.setItem('selectedProject', JSON.stringify({ id: p.id, name: p.name, description: '' })),
        project,
      );
      const firsts: number[] = [];
      const times: number[] = [];
      const renders: number[] = [];
      const without: number[] = [];
      for (let run = 0; run < runs; run++) {
        const { first, drawn, arrived } = await openSchedule(page, base, project, timeoutMs);
        firsts.push(Math.round(first));
        times.push(Math.round(drawn));
        renders.push(Math.round(drawn - arrived));
        // The same navigation without a first screenful: answered at once by the browser as an empty
        // schedule (a refused request would be retried before the list is asked for), so the page asks for
        // the whole list at once and draws when it is there, as it did before it had a first screenful (the
        // comparison in the same run, under the same load).
        await page.route(FIRST_TASKS_URL, (route) => route.fulfill({ json: { tasks: [], more: false } }));
        without.push(Math.round((await openSchedule(page, base, project, timeoutMs)).first));
        await page.unroute(FIRST_TASKS_URL);
      }
      log(
        `${project.count} tasks: first paint ${firsts.join(', ')} ms; whole ${times.join(', ')} ms; after the tasks arrived ${renders.join(', ')} ms; first paint without the first screenful ${without.join(', ')} ms`,
      );
      results.push({
        count: project.count,
        firstPaintMs: median(firsts),
        firstPaintRuns: firsts,
        withoutFirstPageMs: median(without),
        withoutFirstPageRuns: without,
        ms: median(times),
        runs: times,
        renderMs: median(renders),
        renderRuns: renders,
      });
    }
    const scroll = await measureScroll(page, projects[projects.length - 1]?.count ?? 0);
    log(`scrolling ${scroll.count} tasks: p50 ${scroll.p50} ms, p95 ${scroll.p95} ms, max ${scroll.max} ms`);
    await context.close();
    return { render: results, scroll };
  } finally {
    await browser.close();
  }
}

/**
 * On the schedule the page shows (the largest): one mouse-wheel step down (WHEEL_STEP_PX) per animation
 * frame on the chart until its scroll bar shows the bottom, and the interval between frames meanwhile.
 * The chart reads its position from its last render, so a step that arrives before the next render would
 * be lost: `frames` above SCROLL_FRAMES says some were.
 */
export async function measureScroll(page: import('playwright-core').Page, count: number): Promise<GanttScrollResult> {
  // tsx names inner functions with a helper the page does not have.
  await page.evaluate('window.__name ??= (f) => f');
  const measured = await page.evaluate(
    async ({ limit, deltaY }) => {
      const frame = document.querySelector('[data-testid="gantt"]');
      // The chart's own vertical scroll bar (it follows the chart's position): the one element in it that
      // scrolls through every row. The wheel steps go to it: it sits inside the chart's wrapper, which takes
      // the wheel, and unlike a bar it is never dropped while the rows scroll.
      const bar = [...(frame?.querySelectorAll('div') ?? [])].find(
        (d) => getComputedStyle(d).overflowY === 'auto' && d.scrollHeight > 4 * d.clientHeight,
      );
      if (!bar) throw new Error('no chart to scroll');
      const max = bar.scrollHeight - bar.clientHeight;
      const intervals: number[] = [];
      await new Promise<void>((done) => {
        let last = 0;
        let n = 0;
        const step = (now: number) => {
          if (last) intervals.push(now - last);
          last = now;
          if (bar.scrollTop >= max - 1 || n++ >= limit) return done();
          bar.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }));
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
      // Scrolled to the bottom: the list's last task row is drawn, nothing follows it, and it is inside the chart's box.
      await new Promise((r) => requestAnimationFrame(r));
      const rows = document.querySelectorAll('[data-testid="gantt"] .gantt-list__row');
      const lastRow = rows[rows.length - 1];
      const box = document.querySelector('[data-testid="gantt"]')?.getBoundingClientRect();
      const rowBox = lastRow?.getBoundingClientRect();
      return {
        intervals,
        reachedLast: Boolean(
          lastRow?.hasAttribute('data-task-id') &&
            box &&
            rowBox &&
            rowBox.bottom <= box.bottom + 1 &&
            rowBox.top >= box.top,
        ),
      };
    },
    { limit: 3 * SCROLL_FRAMES, deltaY: Math.ceil(((count + ROWS_IN_VIEW) * 30) / SCROLL_FRAMES) },
  );
  const sorted = [...measured.intervals].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN);
  return {
    count,
    frames: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    max: Math.round(sorted[sorted.length - 1] ?? Number.NaN),
    reachedLast: measured.reachedLast,
  };
}

async function main(): Promise<void> {
  const [baseUrl, email, password, countList = GANTT_COUNTS.join(',')] = process.argv.slice(2);
  const counts = countList.split(',').map((n) => Number.parseInt(n, 10));
  let results: GanttBenchResult;
  if (!baseUrl) {
    const { BENCH_ADMIN, startBenchStack } = await import('./stack.ts');
    const stack = await startBenchStack();
    try {
      results = await measureGanttRender(stack.endpoints.web, BENCH_ADMIN.email, BENCH_ADMIN.password, counts, {
        log: console.log,
      });
    } finally {
      await stack.cleanup();
    }
  } else if (!email || !password) {
    console.error('Usage: tsx bench/gantt-render.ts [<base URL> <admin email> <admin password> [100,1000,3000,10000]]');
    process.exitCode = 2;
    return;
  } else {
    results = await measureGanttRender(baseUrl, email, password, counts, { log: console.log });
  }
  const base = results.render[0];
  console.table(
    results.render.map(({ count, firstPaintMs, withoutFirstPageMs, ms, runs, renderMs, renderRuns }) => ({
      tasks: count,
      'first paint ms': firstPaintMs,
      'first paint x 100 tasks': base ? Math.round((firstPaintMs / base.firstPaintMs) * 100) / 100 : '-',
      'without first page ms': withoutFirstPageMs,
      'without x 100 tasks': base ? Math.round((withoutFirstPageMs / base.withoutFirstPageMs) * 100) / 100 : '-',
      'median ms': ms,
      'x 100 tasks': base ? Math.round((ms / base.ms) * 100) / 100 : '-',
      runs: runs.join(', '),
      'render ms': renderMs,
      'render x 100 tasks': base ? Math.round((renderMs / base.renderMs) * 100) / 100 : '-',
      'render runs': renderRuns.join(', '),
    })),
  );
  console.table([results.scroll]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
