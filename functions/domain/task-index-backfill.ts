/**
 * The backfill of the first-tasks index (docs/operations.md#tasks-stored-before-the-first-screenful): tasks
 * stored before that index held tasks are not in it, so a schedule's first screenful leaves them out. Each step
 * walks every project's two schedules and gives at most STEP_TASKS tasks their keys; the job is finished when
 * a step got through every schedule within that bound. The message carries nothing to resume from: a step
 * starts from what the table still lacks, so a delivery cut short anywhere is finished by the next, and a
 * run after everything has its keys writes nothing.
 */
import { listAllProjects } from '../data/projects.ts';
import { addFirstTasksKeys, type ScheduleKind } from '../data/schedule-tasks.ts';

/** Tasks one step gives keys to, at most (a step of the consumer stays well inside a Lambda's time). */
export const STEP_TASKS = 2000;

const KINDS: readonly ScheduleKind[] = ['construction', 'marketing'];

/** One bounded step: true when every schedule was gone through without reaching the bound (the job is finished). */
export async function backfillTaskIndexStep(): Promise<boolean> {
  let left = STEP_TASKS;
  for (const project of await listAllProjects()) {
    for (const kind of KINDS) {
      const { added, more } = await addFirstTasksKeys(kind, project._id, left);
      left -= added;
      if (more || left <= 0) return false;
    }
  }
  return true;
}
