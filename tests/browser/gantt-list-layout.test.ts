/**
 * The Gantt's own task list and its header (issue 24, docs/performance.md#scrolling-10000-tasks-the-task-list-as-flex-rows):
 * each header item stands over its column of rows, as wide as it, with Float (critical path on) and
 * Variance (a baseline chosen) shown; a cut name ends in an ellipsis; the phase expander and the outlier
 * mark sit at the start of the name, centred in the row; rows keep the chart's row height, the even-row
 * stripe and the critical styling. On screen at 1280 px and at 600 px (the narrowest width that draws the
 * chart), and on the print sheet; at 375 px the phone's agenda stands in for the chart, without sideways
 * scrolling.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import { createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, hasHorizontalScroll, nextToast, openConstructionSchedule } from '../support/browser.ts';
import { addConstructionTask } from '../support/tasks.ts';

let project: Project;
let pm: TestUser;
const ids: Record<string, string> = {};

const LONG_NAME = 'Install the temporary weather protection on the north and east elevations before the pour';

async function addTask(name: string, start: string, finish: string, fields: Record<string, unknown> = {}) {
  const task = await addConstructionTask(pm.token, project._id, {
    task_name: name,
    schedule_start: start,
    schedule_finish: finish,
    ...fields,
  });
  ids[name] = task._id;
}

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  // 2026-05-04 is a Monday. Structure is a phase holding Columns; Far off is an outlier (more than five
  // years after the rest).
  await addTask('Structure', '2026-05-04', '2026-05-04', { type: 'project' });
  await addTask('Columns', '2026-05-04', '2026-05-08', { parent_id: ids.Structure });
  await addTask(LONG_NAME, '2026-05-05', '2026-05-06');
  await addTask('Pour slab', '2026-05-11', '2026-05-15');
  await addTask('Far off', '2033-06-06', '2033-06-07');
});

interface Box {
  left: number;
  width: number;
  top: number;
  height: number;
}

interface ListGeometry {
  header: Box;
  headerRow: Box;
  headerItems: (Box & { text: string })[];
  /** The line drawn before every header item but the first. */
  separators: Box[];
  rows: (Box & { name: string; background: string; cells: Box[] })[];
  list: Box;
}

/** The header, its items and separators, and the rows drawn (with their cells) of the list inside `root`. */
function listGeometry(page: Page, root: string): Promise<ListGeometry> {
  return page.evaluate((rootSelector) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, width: r.width, top: r.top, height: r.height };
    };
    const scope = document.querySelector(rootSelector);
    const header = scope?.querySelector('.gantt-list-header');
    const headerRow = header?.querySelector('.gantt-list-header__row');
    const list = scope?.querySelector('.gantt-list');
    if (!scope || !header || !headerRow || !list) throw new Error(`no task list in ${rootSelector}`);
    return {
      header: box(header),
      headerRow: box(headerRow),
      headerItems: [...header.querySelectorAll('.gantt-list-header__item')].map((el) => ({
        ...box(el),
        text: el.textContent?.trim() ?? '',
      })),
      separators: [...header.querySelectorAll('.gantt-list-header__separator')].map(box),
      rows: [...list.querySelectorAll('.gantt-list__row[data-task-id]')].map((row) => ({
        ...box(row),
        name: row.querySelector('.gantt-list__cell')?.getAttribute('title') ?? '',
        background: getComputedStyle(row).backgroundColor,
        cells: [...row.querySelectorAll('.gantt-list__cell')].map(box),
      })),
      list: box(list),
    };
  }, root);
}

const near = (actual: number, expected: number) => Math.abs(actual - expected) <= 1;

/**
 * Every header item over its column of every row drawn, as wide as it (within 1 px). The header has a
 * 1 px separator line before each item but the first and the rows have none, so each item stands that
 * much further right than its column: the line's width per separator before it (To 2 px, Float 3 px,
 * Variance 4 px at 100 %), as the list has always been drawn. Each separator runs the header row's height.
 */
function expectColumnsAligned(geometry: ListGeometry, columns: readonly string[]) {
  expect(geometry.headerItems.map((item) => item.text)).toEqual(columns);
  expect(geometry.separators).toHaveLength(columns.length - 1);
  expect(geometry.rows.length).toBeGreaterThan(2);
  for (const [i, separator] of geometry.separators.entries()) {
    const before = geometry.headerItems[i] as Box;
    const after = geometry.headerItems[i + 1] as Box;
    expect(near(separator.left, before.left + before.width), `separator ${i + 1} after ${columns[i]}`).toBe(true);
    expect(near(after.left, separator.left + separator.width), `${columns[i + 1]} after separator ${i + 1}`).toBe(true);
    expect(near(separator.height, geometry.headerRow.height), `separator ${i + 1} height`).toBe(true);
    expect(separator.width).toBeGreaterThan(0);
  }
  for (const row of geometry.rows) {
    expect(row.cells).toHaveLength(columns.length);
    let drift = 0;
    for (const [i, item] of geometry.headerItems.entries()) {
      const cell = row.cells[i] as Box;
      drift += i === 0 ? 0 : (geometry.separators[i - 1] as Box).width;
      expect(near(item.left, cell.left + drift), `${columns[i]} left, row ${row.name}`).toBe(true);
      expect(near(item.width, cell.width), `${columns[i]} width, row ${row.name}`).toBe(true);
    }
  }
  // The list's left border under the header's; each ends at its last column.
  expect(near(geometry.list.left, geometry.header.left)).toBe(true);
  const last = geometry.headerItems.at(-1) as Box;
  const lastCell = (geometry.rows[0] as ListGeometry['rows'][number]).cells.at(-1) as Box;
  expect(near(geometry.list.left + geometry.list.width, lastCell.left + lastCell.width)).toBe(true);
  expect(near(geometry.header.left + geometry.header.width, last.left + last.width)).toBe(true);
}

/** Rows at the chart's height (30 px), each directly under the last. */
function expectRowsAtRowHeight(geometry: ListGeometry) {
  for (const [i, row] of geometry.rows.entries()) {
    expect(row.height, row.name).toBe(30);
    const next = geometry.rows[i + 1];
    if (next) expect(next.top).toBe(row.top + 30);
  }
}

/** Name, From, To, Float and Variance of the five tasks, with the critical path on and a baseline chosen. */
async function showFloatAndVariance(page: Page) {
  await openConstructionSchedule(page, pm, project);
  const rows = page.locator('[data-testid="gantt"] .gantt-list__row[data-task-id]');
  await rows.nth(4).waitFor();
  await page.getByRole('button', { name: 'Critical path' }).click();
  await page.locator('[data-testid="gantt"] [data-testid="task-float"]').first().waitFor();
  await page.getByRole('button', { name: /^Baselines/ }).click();
  await page.getByLabel('Baseline name').fill('Contract');
  await page.keyboard.press('Enter');
  expect(await nextToast(page, 'saved')).toBe('Baseline "Contract" saved');
  await page.locator('[data-testid="gantt"] [data-testid="task-variance"]').first().waitFor();
}

const row = (page: Page, name: string) =>
  page.locator('[data-testid="gantt"] .gantt-list__row[data-task-id]', { hasText: name });

/** Where `selector` sits inside the name cell of the row of `name`: its offset from the cell's left, and from the row's middle. */
async function markInNameCell(page: Page, name: string, selector: string) {
  return row(page, name).evaluate((el, markSelector) => {
    const cell = el.querySelector('.gantt-list__cell');
    const mark = cell?.querySelector(markSelector);
    if (!cell || !mark) throw new Error(`no ${markSelector}`);
    const c = cell.getBoundingClientRect();
    const m = mark.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return {
      fromLeft: Math.round(m.left - c.left),
      offCentre: Math.abs(m.top + m.height / 2 - (r.top + r.height / 2)),
    };
  }, selector);
}

const COLUMNS = ['Name', 'From', 'To', 'Float', 'Variance'];

for (const width of [1280, 600]) {
  describe(`the Gantt's task list at ${width} px`, () => {
    const session = browserPerTest({ width, height: 900 });

    it('lines every header item up with its column of rows; names, marks, stripes and critical rows as drawn', async () => {
      const { page } = session;
      await showFloatAndVariance(page);
      const geometry = await listGeometry(page, '[data-testid="gantt"]');
      expectColumnsAligned(geometry, COLUMNS);
      expectRowsAtRowHeight(geometry);
      // The widths the chart gives its columns: 155 px, Float 56 px, Variance 84 px.
      expect(geometry.headerItems.map((item) => Math.round(item.width))).toEqual([155, 155, 155, 56, 84]);
      expect(geometry.header.height).toBe(50);

      // A name too long for its cell is cut with an ellipsis; the cell stays 155 px.
      const name = row(page, LONG_NAME).locator('.gantt-list__cell').first();
      const cut = await name.evaluate((el) => ({
        overflows: el.scrollWidth > el.clientWidth,
        textOverflow: getComputedStyle(el).textOverflow,
        whiteSpace: getComputedStyle(el).whiteSpace,
        width: Math.round(el.getBoundingClientRect().width),
      }));
      expect(cut).toEqual({ overflows: true, textOverflow: 'ellipsis', whiteSpace: 'nowrap', width: 155 });

      // The phase's expander and the outlier's mark open the name, 6 px in, centred in the row; a task in
      // the phase is indented one level.
      const expander = await markInNameCell(page, 'Structure', '.gantt-list__expander');
      expect(expander.fromLeft).toBe(6);
      expect(expander.offCentre).toBeLessThanOrEqual(1);
      const outlier = await markInNameCell(page, 'Far off', '[data-testid="date-outlier"]');
      expect(outlier.fromLeft).toBe(6);
      expect(outlier.offCentre).toBeLessThanOrEqual(1);
      const indent = await row(page, 'Columns')
        .locator('.gantt-list__cell')
        .first()
        .evaluate((el) => getComputedStyle(el).paddingLeft);
      expect(indent).toBe('20px');

      // Every second row striped; critical rows' Float in the outlier colour, bold.
      const backgrounds = geometry.rows.map((r) => r.background);
      expect(backgrounds).toEqual([
        'rgba(0, 0, 0, 0)',
        'rgb(245, 245, 245)',
        'rgba(0, 0, 0, 0)',
        'rgb(245, 245, 245)',
        'rgba(0, 0, 0, 0)',
      ]);
      const float = (task: string) =>
        row(page, task)
          .getByTestId('task-float')
          .evaluate((el) => ({
            text: el.textContent,
            weight: getComputedStyle(el).fontWeight,
            color: getComputedStyle(el).color,
          }));
      // Far off ends the project, so it is the one without float.
      const critical = await float('Far off');
      const slack = await float('Pour slab');
      expect([critical.text, critical.weight]).toEqual(['0 d', '600']);
      expect(slack.weight).toBe('400');
      expect(critical.color).not.toBe(slack.color);
      expect(await hasHorizontalScroll(page)).toBe(false);
    });
  });
}

describe("the Gantt's task list on the print sheet", () => {
  const session = browserPerTest();

  it('lines every header item up with its column of rows on paper, Float shown', async () => {
    const { page } = session;
    await showFloatAndVariance(page);
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('button', { name: 'Print' }).click();
    await page.locator('[data-testid="gantt-print"] .print-sheet__page').first().waitFor();
    const geometry = await listGeometry(page, '[data-testid="gantt-print"] .print-sheet__page');
    // The print sheet shows Float but not Variance; its rows include the range row that holds the dates.
    expectColumnsAligned(geometry, ['Name', 'From', 'To', 'Float']);
  });
});

describe("at 375 px the agenda stands in for the Gantt's list", () => {
  const session = browserPerTest({ width: 375, height: 800 }, { isMobile: true, hasTouch: true });

  it('draws no task list and does not scroll sideways', async () => {
    const { page } = session;
    await openConstructionSchedule(page, pm, project);
    await page.getByTestId('schedule-agenda').waitFor();
    await page.locator('.agenda__item', { hasText: 'Pour slab' }).waitFor();
    expect(await page.locator('.gantt-list, .gantt-list-header').count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
