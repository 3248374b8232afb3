/**
 * A task as the Gantt chart draws it, made from a stored or listed task of either schedule: the server's
 * first screenful answers it (docs/requirements.md#the-first-screenful-first) and the web maps each listed
 * task to it, so both give the chart the same values.
 */
import type { CompactScheduleTask } from './models/schedule-first-tasks.ts';

/** What both schedules' tasks have in common (their dates are named differently: see `dates`). */
export interface ChartSourceTask {
  _id: string;
  task_name: string;
  progress?: number;
  type?: CompactScheduleTask['type'];
  dependencies?: string[];
  links?: CompactScheduleTask['links'];
  parent_id?: string;
  owner?: string;
}

/** `dates`: the task's first and last day as stored (UTC ISO). */
export function compactScheduleTask(task: ChartSourceTask, dates: { start: string; end: string }): CompactScheduleTask {
  return {
    id: task._id,
    name: task.task_name,
    ...dates,
    progress: task.progress ?? 0,
    type: task.type ?? 'task',
    dependencies: task.dependencies ?? [],
    ...(task.links && { links: task.links }),
    ...(task.parent_id && { parentId: task.parent_id }),
    ...(task.owner && { owner: task.owner }),
  };
}
