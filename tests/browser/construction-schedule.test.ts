import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { browserPerTest, signIn } from '../support/browser.ts';

const chromium = browserPerTest();
let page: Page;
let project: Project;
let pm: TestUser;

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
});
beforeEach(() => {
  page = chromium.page;
});

const DAY = 86_400_000;

async function serverTasks(): Promise<ConstructionTask[]> {
  const res = await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: pm.token });
  expect(res.status).toBe(200);
  return res.body;
}

async function serverTask(name: string): Promise<ConstructionTask> {
  const task = (await serverTasks()).find((t) => t.task_name === name);
  if (!task) throw new Error(`No task "${name}" on the server`);
  return task;
}

/** The bar of a task in the chart: its background rectangle. */
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

/** A real click in the middle of the bar (after moving off any tooltip left by the last hover). */
async function clickBar(name: string): Promise<void> {
  await page.mouse.move(0, 0);
  const box = await barBox(name);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function dragBar(name: string, dx: number): Promise<void> {
  const box = await barBox(name);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 8 });
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

async function openSchedule(): Promise<void> {
  await signIn(page, pm.email, pm.password);
  await page.waitForURL('**/app_home');
  await page.getByRole('button', { name: /^Construction/ }).click();
  await page.getByText(project.name, { exact: true }).click();
  await page.waitForURL(`**/construction_page/${project._id}`);
}

async function addTask(name: string, start: string, end: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Add task' });
  await form.getByLabel('Task Name').fill(name);
  await form.getByLabel('Start Date').fill(start);
  await form.getByLabel('End Date').fill(end);
  await form.getByRole('button', { name: 'Add Task' }).click();
  await form.getByText(`Task "${name}" added successfully`).waitFor();
}

describe('construction schedule', () => {
  it('adds a task, saves a drag, puts a refused drag back, edits dependencies and deletes by keyboard', async () => {
    await openSchedule();
    await page.getByText('No tasks available.').waitFor();
    expect(await page.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');

    // The form's own checks, then a real add.
    await page.getByRole('button', { name: 'Add Task' }).click();
    await page.getByText('Please fill in all fields.').waitFor();
    await addTask('Pour footings', '2026-05-01', '2026-05-15');
    await bar('Pour footings').waitFor();
    const created = await serverTask('Pour footings');
    expect([created.schedule_start, created.schedule_finish]).toEqual([
      '2026-05-01T04:00:00.000Z',
      '2026-05-15T04:00:00.000Z',
    ]);

    // Drag two week-columns (60px each) to the right: two weeks later on the server, same length.
    await dragBar('Pour footings', 120);
    await expect
      .poll(async () => Date.parse((await serverTask('Pour footings')).schedule_start), { timeout: 10_000 })
      .not.toBe(Date.parse(created.schedule_start));
    const dragged = await serverTask('Pour footings');
    const moved = Date.parse(dragged.schedule_start) - Date.parse(created.schedule_start);
    expect(moved).toBeGreaterThan(13.9 * DAY);
    expect(moved).toBeLessThan(14.1 * DAY);
    expect(Date.parse(dragged.schedule_finish) - Date.parse(dragged.schedule_start)).toBe(14 * DAY);
    // The click that ends a drag does not open the dialog.
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A save the server refuses: the bar goes back and the reason is shown.
    const before = await barBox('Pour footings');
    await page.route('**/api/tasks/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"Simulated refusal"}' })
        : route.continue(),
    );
    await dragBar('Pour footings', 60);
    await page.getByText('The new dates of "Pour footings" were not saved: Simulated refusal').waitFor();
    await expect.poll(async () => Math.round((await barBox('Pour footings')).x)).toBe(Math.round(before.x));
    expect((await serverTask('Pour footings')).schedule_start).toBe(dragged.schedule_start);
    await page.unroute('**/api/tasks/*');

    // A second task, then make it depend on the first in the Edit Task dialog.
    await addTask('Frame walls', '2026-05-20', '2026-06-05');
    await bar('Frame walls').waitFor();
    await clickBar('Frame walls');
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Frame walls');
    expect(await dialog.getByLabel('Start Date').inputValue()).toBe('2026-05-20');
    for (const label of ['Progress', 'End Date', 'Owner', 'Type']) await dialog.getByLabel(label).waitFor();
    await dialog.getByRole('checkbox', { name: 'Pour footings' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const framed = await serverTask('Frame walls');
    expect(framed.dependencies).toEqual([created._id]);

    // Frame walls (May 20) now starts before Pour footings (moved to May 29) finishes: marked red.
    const warning = page.getByTestId('gantt-conflicts');
    await warning.getByText('1 task starts before a predecessor finishes').waitFor();
    await warning.click();
    await warning.getByText(/Frame walls\s+starts 2026-05-20, before\s+Pour footings\s+finishes 2026-05-29/).waitFor();
    // The conflict red (the darker one while the bar is selected).
    expect(['#f0a9a3', '#e8857c']).toContain(await bar('Frame walls').getAttribute('fill'));
    expect(['#f0a9a3', '#e8857c']).not.toContain(await bar('Pour footings').getAttribute('fill'));

    // The other way round would be a cycle: the dialog does not offer it.
    await clickBar('Pour footings');
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: /Frame walls/ }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Delete on a focused bar deletes after a confirmation.
    await barGroup('Frame walls').focus();
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Delete the task "Frame walls"?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(async () => (await serverTasks()).map((t) => t.task_name), { timeout: 10_000 })
      .toEqual(['Pour footings']);
    await page.getByTestId('gantt-conflicts').waitFor({ state: 'detached' });
  });

  it('shows the server error above the chart when the tasks cannot be loaded', async () => {
    await page.route('**/api/tasks?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Database unavailable"}' }),
    );
    await openSchedule();
    const alert = page.getByRole('alert');
    await alert.getByText('Database unavailable').waitFor();
    expect(await page.getByText('Loading Gantt chart...').count()).toBe(0);
  });
});

/** A new project this test's PM plans, with tasks created through the API (Toronto-midnight dates). */
async function freshSchedule(tasks: readonly { name: string; start: string; end: string }[]): Promise<void> {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  for (const t of tasks) {
    const res = await call('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: {
        projectId: project._id,
        task_name: t.name,
        schedule_start: `${t.start}T04:00:00.000Z`,
        schedule_finish: `${t.end}T04:00:00.000Z`,
        progress: 0,
        dependencies: [],
      },
    });
    expect(res.status).toBe(201);
  }
  await openSchedule();
  for (const t of tasks) await bar(t.name).waitFor();
}

/** Native confirm() calls seen (the app must use its own dialog); any that appears is accepted. */
function countNativeDialogs(): { count: number } {
  const seen = { count: 0 };
  page.on('dialog', (dialog) => {
    seen.count++;
    void dialog.accept();
  });
  return seen;
}

/** The focusable group of a task's bar. */
function barGroup(name: string): Locator {
  return page
    .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: name }) })
    .locator('g[tabindex]')
    .first();
}

const crashText = () => page.getByText('Unexpected Application Error').count();

describe('construction schedule: deleting and editing bars (issue 10)', () => {
  it('B1: Delete on a focused bar, confirm: the task is deleted and the page keeps working, also for the last task', async () => {
    await freshSchedule([
      { name: 'Dig trench', start: '2026-05-04', end: '2026-05-12' },
      { name: 'Lay pipe', start: '2026-05-12', end: '2026-05-20' },
    ]);
    const native = countNativeDialogs();
    await barGroup('Dig trench').focus();
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await Promise.race([
      confirm.waitFor().then(() => confirm.getByRole('button', { name: 'Delete' }).click()),
      expect.poll(async () => (await serverTasks()).length, { timeout: 10_000 }).toBe(1),
    ]);
    await expect
      .poll(async () => (await serverTasks()).map((t) => t.task_name), { timeout: 10_000 })
      .toEqual(['Lay pipe']);
    // The state the app reaches once it has taken the deletion in: the chart redrawn with one task and
    // without the deleted bar (a crash would have replaced the chart: the frame would never say 1 task).
    await page.locator('[data-testid="gantt"][data-task-count="1"]').waitFor();
    await bar('Dig trench').waitFor({ state: 'detached' });
    // The effects of that redraw have run by the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await crashText()).toBe(0);
    await bar('Lay pipe').waitFor();
    expect(await bar('Dig trench').count()).toBe(0);
    expect(native.count).toBe(0);

    // The last task: the chart gives way to the empty text, still no crash.
    await barGroup('Lay pipe').focus();
    await page.keyboard.press('Delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No tasks available.').waitFor();
    expect(await serverTasks()).toEqual([]);
    expect(await crashText()).toBe(0);
  });

  it('B7: hovering a bar and pressing Delete deletes it after the app confirm; Cancel gives the focus back', async () => {
    await freshSchedule([
      { name: 'Set forms', start: '2026-05-04', end: '2026-05-12' },
      { name: 'Strip forms', start: '2026-05-12', end: '2026-05-20' },
    ]);
    const native = countNativeDialogs();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });

    // Edit Task opened by a click; Cancel returns the focus to the bar that opened it.
    await clickBar('Set forms');
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('.bar > g')?.textContent?.includes('Set forms') ?? false),
      )
      .toBe(true);

    // Mouse only: hover (focus elsewhere), Delete, the app's confirm with the task's name; Cancel keeps it.
    await page.getByRole('button', { name: 'Week' }).focus();
    const box = await barBox('Strip forms');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
    await page.keyboard.press('Delete');
    await confirm.getByText('Delete the task "Strip forms"?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await serverTasks()).map((t) => t.task_name).sort()).toEqual(['Set forms', 'Strip forms']);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 1);
    await page.keyboard.press('Delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await serverTasks()).map((t) => t.task_name)).toEqual(['Set forms']);

    // The dialog's own Delete asks in the app's confirm too.
    await clickBar('Set forms');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('Delete the task "Set forms"?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No tasks available.').waitFor();
    expect(native.count).toBe(0);
    expect(await crashText()).toBe(0);
  });

  it('B3: a click on a short bar in Week view opens Edit Task and saves nothing; a drag snaps to whole days', async () => {
    await freshSchedule([{ name: 'Tie rebar', start: '2026-05-05', end: '2026-05-06' }]);
    const before = await serverTask('Tie rebar');
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/tasks/')) puts.push(r.postData() ?? '');
    });
    const box = await barBox('Tie rebar');
    expect(box.width).toBeLessThan(20);
    for (const x of [box.x + 2, box.x + box.width / 2, box.x + box.width - 2]) {
      await page.mouse.move(x, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.up();
      const dialog = page.getByRole('dialog', { name: 'Edit Task' });
      await dialog.waitFor({ timeout: 5_000 });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(puts).toEqual([]);
    expect(await serverTask('Tie rebar')).toMatchObject({
      schedule_start: before.schedule_start,
      schedule_finish: before.schedule_finish,
    });

    // Its end dragged half a week column (3.5 days) right: saved on a Toronto midnight, the start kept.
    await page.mouse.move(0, 0);
    const end = box.x + box.width - 4;
    await page.mouse.move(end, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(end + 15, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(end + 30, box.y + box.height / 2, { steps: 5 });
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/tasks/'));
    await page.mouse.up();
    await saved;
    await expect
      .poll(async () => (await serverTask('Tie rebar')).schedule_finish, { timeout: 10_000 })
      .not.toBe(before.schedule_finish);
    // The page sends its requests in order: a PUT from any of the clicks would have gone before this
    // drag's, which has been answered. The drag's is the only one.
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0] as string)).toMatchObject({ schedule_start: before.schedule_start });
    const moved = await serverTask('Tie rebar');
    expect(moved.schedule_start).toBe(before.schedule_start);
    expect(moved.schedule_finish).toMatch(/T04:00:00\.000Z$/);
    expect([3 * DAY, 4 * DAY]).toContain(Date.parse(moved.schedule_finish) - Date.parse(before.schedule_finish));
  });

  it('B2: a drag released below the chart ends there and saves that bar; the next drag moves only its own bar', async () => {
    await freshSchedule([
      { name: 'Hang drywall', start: '2026-05-04', end: '2026-05-11' },
      { name: 'Tape joints', start: '2026-05-18', end: '2026-05-25' },
    ]);
    const first = await serverTask('Hang drywall');
    const second = await serverTask('Tape joints');
    const frame = await page.getByTestId('gantt').boundingBox();
    if (!frame) throw new Error('no chart');
    // Drag one week column right and release well below the chart.
    const a = await barBox('Hang drywall');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 30, a.y + a.height / 2, { steps: 6 });
    await page.mouse.move(a.x + a.width / 2 + 60, a.y + a.height / 2, { steps: 6 });
    await page.mouse.move(a.x + a.width / 2 + 60, frame.y + frame.height + 60, { steps: 6 });
    await page.mouse.up();
    await expect
      .poll(async () => (await serverTask('Hang drywall')).schedule_start, { timeout: 10_000 })
      .toBe(new Date(Date.parse(first.schedule_start) + 7 * DAY).toISOString());

    // The drawn bars agree with the server: now one week column apart instead of two.
    await expect
      .poll(async () => Math.round((await barBox('Tape joints')).x - (await barBox('Hang drywall')).x))
      .toBe(60);

    // Now the second bar, released on the chart: it moves one week; the first stays where it was saved.
    await dragBar('Tape joints', 60);
    await expect
      .poll(async () => (await serverTask('Tape joints')).schedule_start, { timeout: 10_000 })
      .toBe(new Date(Date.parse(second.schedule_start) + 7 * DAY).toISOString());
    expect((await serverTask('Hang drywall')).schedule_start).toBe(
      new Date(Date.parse(first.schedule_start) + 7 * DAY).toISOString(),
    );
  });
});

describe('a Gantt that behaves like a scheduling tool (issue 10, screens item 1)', () => {
  it('opens scrolled to today and fills the height a tall screen has (never less than 450 px)', async () => {
    await page.setViewportSize({ width: 1280, height: 1200 });
    const today = new Date();
    const key = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);
    await freshSchedule([
      { name: 'Mobilization long ago', start: key(-400), end: key(-395) },
      { name: 'Framing this week', start: key(-1), end: key(3) },
    ]);
    const frame = await page.getByTestId('gantt').boundingBox();
    const now = await barBox('Framing this week');
    expect(frame).not.toBeNull();
    // Today's work is on screen without scrolling the chart.
    expect(now.x).toBeGreaterThanOrEqual((frame?.x ?? 0) - 1);
    expect(now.x + now.width).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0) + 1);
    expect(frame?.height ?? 0).toBeGreaterThan(600);
  });

  it("Gantt item 1: the End Date typed is the bar's last day; list dates fit their cells; month labels never overlap", async () => {
    await freshSchedule([]);
    await addTask('Set forms', '2026-09-28', '2026-09-30');
    await bar('Set forms').waitFor();
    expect((await serverTask('Set forms')).schedule_finish).toBe('2026-09-30T04:00:00.000Z');

    // Day view: 65 px a day, so three whole days are 195 px wide (before: 130 px, the 30th missing).
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect.poll(async () => Math.round((await barBox('Set forms')).width)).toBe(3 * 65);

    // The list says what was typed, whole: the To column is 30 Sep, not the midnight after it.
    const row = page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: 'Set forms' });
    const cells = row.locator('.gantt-list__cell');
    expect(await cells.nth(1).textContent()).toBe('Mon, 28 Sept 2026'.replace('Sept', await shortMonth(page)));
    expect(await cells.nth(2).textContent()).toBe('Wed, 30 Sept 2026'.replace('Sept', await shortMonth(page)));
    for (const i of [1, 2]) {
      const clipped = await cells.nth(i).evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(clipped, `list cell ${i} is cut off`).toBe(false);
    }

    // Every view: no two calendar labels in the same header row overlap.
    for (const view of ['Month', 'Week', 'Day']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      const overlaps = await page
        .locator('[data-testid="gantt"] svg')
        .first()
        .evaluate((svg) => {
          const boxes = Array.from(svg.querySelectorAll('text')).map((t) => {
            const r = t.getBoundingClientRect();
            return { text: t.textContent, left: r.left, right: r.right, top: Math.round(r.top), width: r.width };
          });
          const found: string[] = [];
          for (const [i, a] of boxes.entries()) {
            for (const b of boxes.slice(i + 1)) {
              if (a.width && b.width && a.top === b.top && a.left < b.right - 1 && b.left < a.right - 1) {
                found.push(`${a.text} / ${b.text}`);
              }
            }
          }
          return found;
        });
      expect(overlaps, `${view} view`).toEqual([]);
    }
  });
});

describe('seen in the screenshots of the schedule (issue 10)', () => {
  it('a milestone lists its own finish; Month and Day views open on today, not at the old scroll distance', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const today = new Date();
    const key = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);
    await freshSchedule([
      { name: 'Mobilization long ago', start: key(-400), end: key(-395) },
      { name: 'Framing this week', start: key(-1), end: key(3) },
    ]);
    const res = await call('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: {
        projectId: project._id,
        task_name: 'Roof weathertight',
        schedule_start: `${key(2)}T05:00:00.000Z`,
        schedule_finish: `${key(6)}T05:00:00.000Z`,
        type: 'milestone',
      },
    });
    expect(res.status).toBe(201);
    await page.reload();
    await bar('Framing this week').waitFor();
    const finish = (await serverTask('Roof weathertight')).schedule_finish;
    const expected = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-GB', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'America/Toronto',
        }).format(new Date(iso)),
      finish,
    );
    const row = page.locator('[data-testid="gantt"] .gantt-list__row', { hasText: 'Roof weathertight' });
    expect(await row.locator('.gantt-list__cell').nth(2).textContent()).toBe(expected);

    for (const view of ['Month', 'Day', 'Week']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      const frame = await page.locator('[data-testid="gantt"] svg').nth(1).boundingBox();
      await expect
        .poll(
          async () => {
            const b = await barBox('Framing this week');
            return b.x + b.width > (frame?.x ?? 0) && b.x < (frame?.x ?? 0) + (frame?.width ?? 0);
          },
          { message: `${view} view shows this week's work` },
        )
        .toBe(true);
    }
  });
});

/** Chromium's en-GB short name of September ("Sep" or "Sept", by ICU version). */
function shortMonth(p: Page): Promise<string> {
  return p.evaluate(() => new Intl.DateTimeFormat('en-GB', { month: 'short' }).format(new Date(2026, 8, 1)));
}

describe('construction schedule: bar interaction (Trust, round three)', () => {
  it('N2: in Week view, dragging the middle of a 2-day bar moves it and keeps its length', async () => {
    await freshSchedule([{ name: 'Wall framing', start: '2026-05-05', end: '2026-05-06' }]);
    const before = await serverTask('Wall framing');
    // Two days in Week view: narrower than the two 8 px date handles it used to carry.
    expect((await barBox('Wall framing')).width).toBeLessThan(20);
    // One week column (60 px) to the right, grabbed in the middle.
    await dragBar('Wall framing', 60);
    const week = (iso: string) => new Date(Date.parse(iso) + 7 * DAY).toISOString();
    await expect
      .poll(
        async () => {
          const t = await serverTask('Wall framing');
          return [t.schedule_start, t.schedule_finish];
        },
        { timeout: 10_000 },
      )
      .toEqual([week(before.schedule_start), week(before.schedule_finish)]);
  });
});
