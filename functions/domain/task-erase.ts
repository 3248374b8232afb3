/**
 * Erasing a task in the recycle bin for good (a delete forever; the scheduled purge next), in steps that
 * each start from what is left (docs/data-model.md#recycle-bin).
 */
import { notFound } from '../commons/errors.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { eraseBinnedTask, getTaskRecord, type ScheduleKind } from '../data/schedule-tasks.ts';
import { deleteTaskItems, taskLeftovers } from '../data/task-activity.ts';
import { deleteObjects } from '../storage/objects.ts';
import type { Actor } from './activity-log.ts';
import { binActivity } from './bin-records.ts';
import { NOT_IN_BIN } from './refusals.ts';

/**
 * The erase of one schedule's binned tasks whose bin item is marked as being erased: a construction task's
 * notes and photos (objects first, then items; a marketing task has none), then the task item with the bin
 * item. Each step is safe to repeat, so a stopped erase is finished by the next attempt and leaves no orphan.
 */
export function eraseTask(kind: ScheduleKind) {
  return async (actor: Actor, bin: BinRecord, now: Date): Promise<void> => {
    const task = await getTaskRecord(kind, bin._id);
    if (!task?.binned) throw notFound(NOT_IN_BIN);
    if (kind === 'construction') {
      const leftovers = await taskLeftovers(task._id);
      await deleteObjects(leftovers.objectKeys);
      await deleteTaskItems(leftovers);
    }
    await eraseBinnedTask(kind, task, bin, binActivity(actor, now, 'task.purged', bin));
  };
}
