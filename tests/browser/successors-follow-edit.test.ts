/**
 * Successors follow after Edit Task (docs/requirements.md#successors-follow): new dates saved in the dialog preview what follows,
 * move it with the task (the server works the moves out), and offer the same Undo as a drag.
 */
import { describe, expect, it } from 'vitest';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser } from '../support/api.ts';
import { browserPerTest, nextToast, openConstructionSchedule, recordNativeDialogs } from '../support/browser.ts';

describe('successors follow an edit in Edit Task', () => {
  const session = browserPerTest();

  it('new dates in Edit Task move a start-to-start successor after the preview, and Undo puts both back', async () => {
    const { page } = session;
    const dialogs = recordNativeDialogs(page);
    const project = await createProject();
    const pm = await createSignedInUser('pm', [project._id]);
    const pour = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: { projectId: project._id, task_name: 'Pour', schedule_start: '2026-06-01', schedule_finish: '2026-06-05' },
    });
    const cure = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: {
        projectId: project._id,
        task_name: 'Cure',
        schedule_start: '2026-06-03',
        schedule_finish: '2026-06-09',
        links: [{ id: pour.body._id, type: 'SS', lag: 2 }],
      },
    });
    expect([pour.status, cure.status]).toEqual([201, 201]);
    const datesOnServer = async () => {
      const res = await call<ConstructionTask[]>(`/api/tasks?projectId=${project._id}`, { token: pm.token });
      return Object.fromEntries(
        res.body.map((t) => [t.task_name, [t.schedule_start.slice(0, 10), t.schedule_finish.slice(0, 10)]]),
      );
    };
    const before = await datesOnServer();
    expect(before).toEqual({ Pour: ['2026-06-01', '2026-06-05'], Cure: ['2026-06-03', '2026-06-09'] });

    await openConstructionSchedule(page, pm, project);
    const bar = page
      .locator('[data-testid="gantt"] svg .bar > g', { has: page.locator('text', { hasText: 'Pour' }) })
      .locator('g[tabindex] rect')
      .first();
    await bar.waitFor();
    const box = await bar.boundingBox();
    if (!box) throw new Error('no bar');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await dialog.waitFor();
    // One week later: its start moves five working days, and Cure starts two working days after it.
    await dialog.getByLabel('Start Date').fill('2026-06-08');
    await dialog.getByLabel('End Date').fill('2026-06-12');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const preview = page.getByRole('dialog').filter({ hasText: 'will move by' });
    await preview.getByText('1 task will move by 5 working days later: Cure.').waitFor();
    await preview.getByRole('button', { name: 'Move them' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('undo-bar').getByText('Moved 2 tasks by 5 working days.').waitFor();
    await expect.poll(datesOnServer, { timeout: 10_000 }).toEqual({
      Pour: ['2026-06-08', '2026-06-12'],
      Cure: ['2026-06-10', '2026-06-16'],
    });

    await page.getByTestId('undo-bar').getByRole('button', { name: 'Undo' }).click();
    expect(await nextToast(page, 'Undone')).toBe('Undone');
    expect(await datesOnServer()).toEqual(before);
    await page.getByTestId('undo-bar').waitFor({ state: 'detached' });
    expect(dialogs).toEqual([]);
  });
});
