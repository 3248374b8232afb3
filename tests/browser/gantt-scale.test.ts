/**
 * The Gantt with thousands of tasks draws only the rows in view (our gantt-task-react package,
 * docs/architecture.md), prints on A3 pages (docs/requirements.md#printing-a-schedule), and the critical
 * path toggle (docs/requirements.md#critical-path).
 * Behaviour only: tests never assert on time (bench/gantt-render.ts measures it).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, openConstructionSchedule } from '../support/browser.ts';

const chromium = browserPerTest();
let page: Page;
beforeEach(() => {
  page = chromium.page;
});

const DAY = 86_400_000;
const ROW = 30;
const MANY = 3000;
/** The rows a tall chart shows plus the overscan either side: far fewer than the tasks. */
const MAX_DRAWN = 80;

/** Toronto midnight (EST/EDT alike: 05:00Z is between 00:00 and 01:00 there) `days` from today. */
const dayFromToday = (days: number): string => {
  const d = new Date(Date.now() + days * DAY);
  return `${d.toISOString().slice(0, 10)}T05:00:00.000Z`;
};

async function createTask(token: string, projectId: string, body: Record<string, unknown>): Promise<ConstructionTask> {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token,
    body: { projectId, progress: 0, dependencies: [], ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function serverTasks(user: TestUser, projectId: string): Promise<ConstructionTask[]> {
  const res = await call<ConstructionTask[]>(`/api/tasks?projectId=${projectId}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
}

const openSchedule = (user: TestUser, project: Project) => openConstructionSchedule(page, user, project);

const drawnBars = () => page.locator('[data-testid="gantt"] svg .bar g[tabindex]');

function bar(name: string): Locator {
  return page
    .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: name }) })
    .locator('g[tabindex] rect')
    .first();
}

async function barBox(name: string) {
  const box = await bar(name).boundingBox();
  if (!box) throw new Error(`The bar of "${name}" is not drawn`);
  return box;
}

/** A wheel turn over the chart's bars, as a person scrolls it. */
async function wheelChart(deltaY: number): Promise<void> {
  const frame = await page.getByTestId('gantt').boundingBox();
  if (!frame) throw new Error('no chart');
  await page.mouse.move(frame.x + frame.width * 0.7, frame.y + 150);
  await page.mouse.wheel(0, deltaY);
}

describe('a Gantt of 3,000 tasks', () => {
  let project: Project;
  let pm: TestUser;
  /** Display order (the chart sorts by id, which is creation order). */
  let ordered: ConstructionTask[];
  let final: ConstructionTask;

  beforeAll(async () => {
    project = await createProject();
    pm = await createSignedInUser('pm', [project._id]);
    // Three tasks start each day, six days long (wide enough to grab between the bar's end handles), from
    // 490 days ago: row 1,500 starts about ten days from today.
    for (let offset = 0; offset < MANY; offset += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, MANY - offset) }, (_, k) => offset + k).map((i) =>
          createTask(pm.token, project._id, {
            task_name: `Row ${String(i + 1).padStart(4, '0')}`,
            schedule_start: dayFromToday(-490 + Math.floor(i / 3)),
            schedule_finish: dayFromToday(-485 + Math.floor(i / 3)),
          }),
        ),
      );
    }
    const first = (await serverTasks(pm, project._id)).sort((a, b) => (a._id < b._id ? -1 : 1))[0];
    if (!first) throw new Error('no tasks');
    // The last row depends on the first: its arrow spans the whole chart.
    final = await createTask(pm.token, project._id, {
      task_name: 'Final inspection',
      schedule_start: dayFromToday(520),
      schedule_finish: dayFromToday(521),
      dependencies: [first._id],
    });
    ordered = (await serverTasks(pm, project._id)).sort((a, b) => (a._id < b._id ? -1 : 1));
  }, 400_000);

  it('draws a bounded number of rows, scrolls to the last task, and draws the arrow to its off-screen predecessor', async () => {
    await openSchedule(pm, project);
    const frame = page.locator(`[data-testid="gantt"][data-task-count="${MANY + 1}"]`);
    await frame.waitFor();
    await expect.poll(() => drawnBars().count()).toBeGreaterThan(10);
    expect(await drawnBars().count()).toBeLessThanOrEqual(MAX_DRAWN);
    expect(await page.locator('[data-testid="gantt"] .gantt-list__row[data-task-id]').count()).toBeLessThanOrEqual(
      MAX_DRAWN,
    );
    expect(await page.locator('[data-testid="gantt"] svg g.rows rect').count()).toBeLessThanOrEqual(MAX_DRAWN);
    const firstRow = ordered[0] as ConstructionTask;
    // The arrow from the first row to the last is drawn at the top already (its successor is off screen).
    const arrow = page.locator(`[data-testid="gantt"] g.arrow[data-from="${firstRow._id}"][data-to="${final._id}"]`);
    expect(await arrow.count()).toBe(1);

    // To the bottom: the last task's list row is inside the chart and its bar is drawn; the first row is not.
    await wheelChart((MANY + 10) * ROW);
    const lastRow = page.locator(`[data-testid="gantt"] .gantt-list__row[data-task-id="${final._id}"]`);
    await lastRow.waitFor();
    const box = await frame.boundingBox();
    const rowBox = await lastRow.boundingBox();
    if (!box || !rowBox) throw new Error('not drawn');
    expect(rowBox.y).toBeGreaterThanOrEqual(box.y);
    expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(box.y + box.height);
    expect(await lastRow.textContent()).toContain('Final inspection');
    await bar('Final inspection').waitFor({ state: 'attached' });
    expect(await bar(firstRow.task_name).count()).toBe(0);
    expect(await drawnBars().count()).toBeLessThanOrEqual(MAX_DRAWN);
    // The predecessor's bar is not drawn, its arrow still is, ending at the last row's bar.
    expect(await arrow.count()).toBe(1);
    const tip = await arrow.locator('polygon').boundingBox();
    const finalBar = await bar('Final inspection').boundingBox();
    if (!tip || !finalBar) throw new Error('not drawn');
    expect(Math.abs(tip.y + tip.height / 2 - (finalBar.y + finalBar.height / 2))).toBeLessThan(2);
  });

  it('a drag on a task deep in the list saves its new dates', async () => {
    const target = ordered[1500] as ConstructionTask;
    await openSchedule(pm, project);
    await page.locator(`[data-testid="gantt"][data-task-count="${MANY + 1}"]`).waitFor();
    await wheelChart(1500 * ROW - 150);
    await bar(target.task_name).waitFor();
    const box = await barBox(target.task_name);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    // One Week-view column (60 px) to the right: one week later.
    await page.mouse.move(x + 30, y, { steps: 8 });
    await page.mouse.move(x + 60, y, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => (await serverTasks(pm, project._id)).find((t) => t._id === target._id)?.schedule_start, {
        timeout: 10_000,
      })
      .toBe(new Date(Date.parse(target.schedule_start) + 7 * DAY).toISOString());
  });

  it('prints every row on A3 landscape pages headed by the project, the date and the page number', async () => {
    await openSchedule(pm, project);
    await page.locator(`[data-testid="gantt"][data-task-count="${MANY + 1}"]`).waitFor();
    // The browser's print dialog is not part of the app: Print draws the pages, then hands over to it.
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', { name: 'Print' }).click();
    const pages = page.locator('[data-testid="gantt-print"] .print-sheet__page');
    // Laying out 3,000 rows on pages can take longer than expect.poll's one second under a full run: wait
    // for the second page itself. The pages show only in print media, so on screen they are attached, not visible.
    await pages.nth(1).waitFor({ state: 'attached' });
    // Every task is on paper (the screen draws only the rows in view), the range row on every page aside.
    const sheets = await pages.count();
    const printedBars = await page.locator('[data-testid="gantt-print"] svg .bar g[tabindex]').count();
    expect(printedBars).toBe(MANY + 1 + sheets);

    const text = await pdfPages(new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true })));
    expect(text.length).toBeGreaterThan(1);
    // One sheet a page: none runs over onto a second. (Printing ends with the PDF: the sheets are gone.)
    expect(text.length).toBe(sheets);
    await expect.poll(() => pages.count()).toBe(0);
    for (const [n, pageText] of text.entries()) {
      expect(pageText).toContain(`${project.name} · Construction Schedule`);
      expect(pageText).toContain('Printed');
      expect(pageText).toContain(`Page ${n + 1} of ${text.length}`);
    }
    expect(text[0]).toContain((ordered[0] as ConstructionTask).task_name);
    expect(text.at(-1)).toContain('Final inspection');
  });
});

/** `count` tasks of two days, one a day from `firstDay` (a Toronto date), named `{prefix} 01`, ... */
async function seedShortTasks(token: string, projectId: string, prefix: string, firstDay: string, count: number) {
  for (let i = 0; i < count; i++) {
    const start = new Date(Date.parse(`${firstDay}T12:00:00.000Z`) + i * DAY).toISOString().slice(0, 10);
    const finish = new Date(Date.parse(`${start}T12:00:00.000Z`) + DAY).toISOString().slice(0, 10);
    await createTask(token, projectId, {
      task_name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
      schedule_start: `${start}T05:00:00.000Z`,
      schedule_finish: `${finish}T05:00:00.000Z`,
    });
  }
}

describe('scrolling the chart (Trust, round three)', () => {
  it('R12: a lone vertical scroll after a horizontal one moves the rows', async () => {
    const project = await createProject();
    const pm = await createSignedInUser('pm', [project._id]);
    await seedShortTasks(
      pm.token,
      project._id,
      'Scroll',
      new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10),
      40,
    );
    await openSchedule(pm, project);
    await bar('Scroll 01').waitFor();
    // The chart's own scroll bars and the two panes they move (gantt-task-react 0.3.9's class names).
    const chart = page.getByTestId('gantt');
    const [horizontalBar, verticalBar] = [chart.locator('._2k9Ys'), chart.locator('._1eT-t')];
    const timeline = chart.locator('._CZjuD');
    const rows = timeline.locator('._2B2zv');

    // One step of the horizontal scroll bar: the timeline follows.
    const step = await horizontalBar.evaluate((el) =>
      el.scrollLeft + 120 <= el.scrollWidth - el.clientWidth ? 120 : -120,
    );
    const left = await horizontalBar.evaluate((el, by) => {
      el.scrollLeft += by;
      return el.scrollLeft;
    }, step);
    await expect.poll(() => timeline.evaluate((el) => el.scrollLeft)).toBe(left);
    // Then a single step of the vertical one: the rows follow (the chart used to ignore it).
    const top = await verticalBar.evaluate((el) => {
      el.scrollTop = 3 * 30;
      return el.scrollTop;
    });
    expect(top).toBe(90);
    await expect.poll(() => rows.evaluate((el) => el.scrollTop)).toBe(top);
    expect(await page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: 'Scroll 04' }).count()).toBe(1);

    // The same by the wheel: a horizontal turn, then a vertical one.
    const frame = await chart.boundingBox();
    if (!frame) throw new Error('no chart');
    await page.mouse.move(frame.x + frame.width * 0.7, frame.y + 150);
    // Back the way the scroll bar came, so there is room.
    await page.mouse.wheel(-step / 2, 0);
    await expect.poll(() => timeline.evaluate((el) => el.scrollLeft)).toBe(left - step / 2);
    await page.mouse.wheel(0, 60);
    await expect.poll(() => rows.evaluate((el) => el.scrollTop)).toBe(top + 60);
    await expect.poll(() => verticalBar.evaluate((el) => el.scrollTop)).toBe(top + 60);
  });
});

describe('the printed schedule (Trust, round three)', () => {
  it('N14: every printed page carries its header once, and the first month label is not cut', async () => {
    const project = await createProject();
    const pm = await createSignedInUser('pm', [project._id]);
    // From Tuesday 2 February 2027: the timeline starts a week before that Monday, so January has one
    // week column at the chart's left edge.
    await seedShortTasks(pm.token, project._id, 'Print', '2027-02-02', 40);
    await openSchedule(pm, project);
    await bar('Print 01').waitFor();
    await page.evaluate(() => {
      window.print = () => {};
    });
    // Laid out as on paper, so the labels can be measured.
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('button', { name: 'Print' }).click();
    const pages = page.locator('[data-testid="gantt-print"] .print-sheet__page');
    await expect.poll(() => pages.count()).toBe(2);

    const labels = await pages.evaluateAll((sheets) =>
      sheets.map((sheet) => {
        const svg = sheet.querySelector('svg');
        const width = Number(svg?.getAttribute('width'));
        return Array.from(sheet.querySelectorAll<SVGTextElement>('.calendarTop text')).map((text) => {
          const box = text.getBBox();
          return { text: text.textContent, left: Math.round(box.x), right: Math.round(box.x + box.width), width };
        });
      }),
    );
    for (const sheet of labels) {
      const first = sheet.reduce((a, b) => (b.left < a.left ? b : a));
      expect.soft(first.text).toBe('January, 2027');
      for (const label of sheet) {
        expect.soft(label.left, `"${label.text}" starts inside the chart`).toBeGreaterThanOrEqual(0);
        expect.soft(label.right, `"${label.text}" ends inside the chart`).toBeLessThanOrEqual(label.width);
      }
    }

    const text = await pdfPages(new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true })));
    expect(text).toHaveLength(2);
    // Compared without white space: a PDF reader may cut one printed line into pieces anywhere (the CI run
    // of f14d3fa found the title 0 times on both pages while the date and page number were there), and
    // joining the pieces puts spaces inside it. What is asserted is the title's letters, once per page.
    const squeeze = (s: string) => s.replace(/\s+/g, '');
    const title = squeeze(`${project.name} · Construction Schedule`);
    for (const [n, pageText] of text.entries()) {
      expect
        .soft(squeeze(pageText).split(title).length - 1, `the title on page ${n + 1} in: ${pageText.slice(0, 160)}`)
        .toBe(1);
      expect.soft(pageText.split('Printed ').length - 1, `the date printed on page ${n + 1}`).toBe(1);
      expect.soft(pageText).toContain(`Page ${n + 1} of 2`);
    }
    expect(text[0]).toContain('Print 01');
    expect(text[1]).toContain('Print 40');
  });
});

/** Each page's text, as a PDF reader extracts it. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

describe('critical path', () => {
  it('highlights the tasks and arrows without float, lists every float, and marks them on the phone agenda', async () => {
    const project = await createProject();
    const pm = await createSignedInUser('pm', [project._id]);
    // Dig (3 days) then Pour (2 days) make the project; Order steel (1 day) can slip 4 days.
    const dig = await createTask(pm.token, project._id, {
      task_name: 'Dig',
      schedule_start: '2026-06-01T04:00:00.000Z',
      schedule_finish: '2026-06-03T04:00:00.000Z',
    });
    const pour = await createTask(pm.token, project._id, {
      task_name: 'Pour',
      schedule_start: '2026-06-04T04:00:00.000Z',
      schedule_finish: '2026-06-05T04:00:00.000Z',
      dependencies: [dig._id],
    });
    await createTask(pm.token, project._id, {
      task_name: 'Order steel',
      schedule_start: '2026-06-01T04:00:00.000Z',
      schedule_finish: '2026-06-01T04:00:00.000Z',
    });
    await openSchedule(pm, project);
    await bar('Order steel').waitFor();
    const toggle = page.getByRole('button', { name: 'Critical path' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('task-float').count()).toBe(0);
    const arrow = page.locator(`[data-testid="gantt"] g.arrow[data-from="${dig._id}"][data-to="${pour._id}"]`);
    expect(await arrow.getAttribute('class')).toBe('arrow');

    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const float = (name: string) =>
      page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: name }).getByTestId('task-float');
    await expect.poll(() => float('Dig').textContent()).toBe('0 d');
    expect(await float('Pour').textContent()).toBe('0 d');
    expect(await float('Order steel').textContent()).toBe('4 d');
    expect(await page.locator('.gantt-list-header__item', { hasText: 'Float' }).count()).toBe(1);
    // The critical amber (the darker one while selected); the others keep the chart's grey.
    expect(['#f6c97a', '#f0b44c']).toContain(await bar('Dig').getAttribute('fill'));
    expect(['#f6c97a', '#f0b44c']).toContain(await bar('Pour').getAttribute('fill'));
    expect(['#f6c97a', '#f0b44c']).not.toContain(await bar('Order steel').getAttribute('fill'));
    expect(await arrow.getAttribute('class')).toBe('arrow arrow--critical');
    expect(await arrow.locator('path').evaluate((p) => getComputedStyle(p).stroke)).toBe('rgb(180, 83, 9)');

    await toggle.click();
    await expect.poll(() => page.getByTestId('task-float').count()).toBe(0);

    // On a phone: the agenda marks each card.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('schedule-agenda').waitFor();
    await page.getByRole('button', { name: 'Critical path' }).click();
    const card = (name: string) => page.locator('.agenda__item', { hasText: name }).getByTestId('task-float');
    await expect.poll(() => card('Dig').textContent()).toBe('Critical');
    expect(await card('Pour').textContent()).toBe('Critical');
    expect(await card('Order steel').textContent()).toBe('Float 4 d');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
