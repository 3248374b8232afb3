/** The first page of a schedule (docs/requirements.md#the-first-screenful-first): what the chart draws, nothing else. */
import type { TaskLink } from '../schedule-links.ts';
import type { TaskType } from '../schemas/tasks.ts';

/** A task as the chart draws it: the first and last day (UTC ISO, as stored), and its links and phase. */
export interface CompactScheduleTask {
  id: string;
  name: string;
  start: string;
  end: string;
  progress: number;
  type: TaskType;
  dependencies: string[];
  /** Absent: each dependency is finish-to-start without lag. */
  links?: TaskLink[];
  /** The phase it is in. */
  parentId?: string;
  /** The marketing schedule's owner. */
  owner?: string;
}

/** The schedule's first tasks in display order (creation order); `more`: the schedule holds others after them. */
export interface ScheduleFirstTasks {
  tasks: CompactScheduleTask[];
  more: boolean;
}
