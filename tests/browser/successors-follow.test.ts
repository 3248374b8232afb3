/** Successors follow in Chromium: drag a task, read the preview, see its successors move, then Undo. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  browserPerTest,
  chartBar,
  dragBy,
  nextToast,
  openConstructionSchedule,
  recordNativeDialogs,
} from '../support/browser.ts';
import { constructionDates } from '../support/tasks.ts';

let project: Project;
let pm: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  for (const [name, start, finish, after] of [
    ['Excavate', '2026-05-04', '2026-05-08', null],
    ['Footings', '2026-05-11', '2026-05-15', 'Excavate'],
    ['Walls', '2026-05-18', '2026-05-22', 'Footings'],
  ] as const) {
    const res = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: {
        projectId: project._id,
        task_name: name,
        schedule_start: start,
        schedule_finish: finish,
        dependencies: after ? [ids[after]] : [],
      },
    });
    ids[name] = res.body._id;
  }
});

const datesOnServer = () => constructionDates(pm.token, project._id);

describe('successors follow', () => {
  const session = browserPerTest();

  /** Signs in, drags Excavate one week later and accepts the preview: three tasks move. */
  async function moveExcavateAWeek() {
    const { page } = session;
    await openConstructionSchedule(page, pm, project);
    const before = await datesOnServer();

    const bar = chartBar(page, 'Excavate');
    await bar.waitFor();
    // One week column (60 px) later.
    await dragBy(page, bar, 60);

    const preview = page.getByRole('dialog');
    await preview.getByText('2 tasks will move by 5 working days later: Footings, Walls.').waitFor();
    await preview.getByRole('button', { name: 'Move them' }).click();
    await page.getByTestId('undo-bar').getByText('Moved 3 tasks by 5 working days.').waitFor();
    await expect.poll(datesOnServer, { timeout: 10_000 }).toEqual({
      Excavate: ['2026-05-11', '2026-05-15'],
      Footings: ['2026-05-18', '2026-05-22'],
      Walls: ['2026-05-25', '2026-05-29'],
    });
    return before;
  }

  it('drag a task: the preview names its successors, they move with it, and Undo puts them back', async () => {
    const { page } = session;
    const dialogs = recordNativeDialogs(page);
    const before = await moveExcavateAWeek();

    await page.getByTestId('undo-bar').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(datesOnServer, { timeout: 10_000 }).toEqual(before);
    await page.getByTestId('undo-bar').waitFor({ state: 'detached' });
    expect(dialogs).toEqual([]);
  });

  it('N13: a successful Undo says "Undone" in the app\'s toast', async () => {
    const { page } = session;
    const before = await moveExcavateAWeek();
    await page.getByTestId('undo-bar').getByRole('button', { name: 'Undo' }).click();
    expect(await nextToast(page, 'Undone')).toBe('Undone');
    expect(await datesOnServer()).toEqual(before);
  });

  it('N13: an Undo the server refuses says why in an error toast, and the moved dates stay', async () => {
    const { page } = session;
    await moveExcavateAWeek();
    // Someone else changes a moved task: the undo no longer matches what it moved, so it is refused.
    const changed = await call(`/api/tasks/${ids.Walls}`, {
      method: 'PUT',
      token: pm.token,
      body: { schedule_start: '2026-06-01', schedule_finish: '2026-06-05' },
    });
    expect(changed.status).toBe(200);
    await page.getByTestId('undo-bar').getByRole('button', { name: 'Undo' }).click();
    const toast = page.locator('.toasts .toast--error');
    await toast.waitFor();
    expect(await toast.locator('.toast__text').textContent()).toMatch(/^Undo failed: The schedule was changed/);
    expect(await datesOnServer()).toEqual({
      Excavate: ['2026-05-11', '2026-05-15'],
      Footings: ['2026-05-18', '2026-05-22'],
      Walls: ['2026-06-01', '2026-06-05'],
    });
  });
});
