/**
 * The project's working days in Chromium (docs/requirements.md#working-day-calendar): a day off set in the
 * Working days dialog, then a drag whose finish-to-start successor follows past that day off.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectCalendar } from '../../shared/models/calendar.ts';
import type { Project } from '../../shared/models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  browserPerTest,
  chartBar,
  dragBy,
  hasHorizontalScroll,
  nextToast,
  openConstructionSchedule,
} from '../support/browser.ts';
import { addConstructionTask, constructionDates } from '../support/tasks.ts';

let project: Project;
let pm: TestUser;

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  const excavate = await addConstructionTask(pm.token, project._id, {
    task_name: 'Excavate',
    schedule_start: '2026-05-04',
    schedule_finish: '2026-05-08',
  });
  await addConstructionTask(pm.token, project._id, {
    task_name: 'Footings',
    schedule_start: '2026-05-11',
    schedule_finish: '2026-05-15',
    dependencies: [excavate._id],
  });
});

const datesOnServer = () => constructionDates(pm.token, project._id);

describe('working days', () => {
  const session = browserPerTest();

  it('a day off set in the dialog: a dragged task’s finish-to-start successor follows past it', async () => {
    const { page } = session;
    await openConstructionSchedule(page, pm, project);

    await page.getByRole('button', { name: 'Working days' }).click();
    const dialog = page.getByRole('dialog', { name: 'Working days' });
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Monday' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Add a day off' }).click();
    await dialog.getByLabel('Date (day off 1)').fill('2026-05-18');
    await dialog.getByLabel('Name (day off 1)').fill('Victoria Day');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await nextToast(page, 'Working days saved')).toBe('Working days saved');
    const saved = await call<ProjectCalendar>(`/api/projects/${project._id}/calendar`, { token: pm.token });
    expect(saved.body).toEqual({
      workingWeekdays: [1, 2, 3, 4, 5],
      daysOff: [{ date: '2026-05-18', name: 'Victoria Day' }],
    });
    // The day off is shaded on the chart, the chart's full height.
    await expect.poll(() => page.locator('[data-testid="gantt"] svg .shaded rect[data-day-off]').count()).toBe(1);
    // Saving the calendar moved nothing.
    expect(await datesOnServer()).toEqual({
      Excavate: ['2026-05-04', '2026-05-08'],
      Footings: ['2026-05-11', '2026-05-15'],
    });

    const bar = chartBar(page, 'Excavate');
    await bar.waitFor();
    // One week column (60 px) later: Excavate finishes 5 working days later, and so does Footings, whose
    // five working days now step over Monday 18 May.
    await dragBy(page, bar, 60);
    const preview = page.getByRole('dialog');
    await preview.getByText('1 task will move by 5 working days later: Footings.').waitFor();
    await preview.getByRole('button', { name: 'Move them' }).click();
    await expect.poll(datesOnServer, { timeout: 10_000 }).toEqual({
      Excavate: ['2026-05-11', '2026-05-15'],
      Footings: ['2026-05-19', '2026-05-25'],
    });
  });

  it('at 375 px by keyboard: no sideways scroll; no weekday ticked is refused in the dialog and nothing is saved', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 800 });
    await openConstructionSchedule(page, pm, project);
    const before = (await call<ProjectCalendar>(`/api/projects/${project._id}/calendar`, { token: pm.token })).body;
    const open = page.getByRole('button', { name: 'Working days' });
    // It waits for the project's calendar; a disabled button takes no focus.
    await expect.poll(() => open.isEnabled(), { timeout: 15_000 }).toBe(true);
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Working days' });
    await dialog.getByRole('button', { name: 'Add a day off' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await dialog.getByRole('checkbox', { name: day }).focus();
      await page.keyboard.press('Space');
    }
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Tick at least one working weekday').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await call(`/api/projects/${project._id}/calendar`, { token: pm.token })).body).toEqual(before);
  });
});
