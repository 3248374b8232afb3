/** `?limit=` of the first page of a schedule: 1 to 1,000 tasks, FIRST_TASKS_LIMIT when absent. */
import * as z from 'zod/mini';
import { schema } from './define.ts';
import { limitParam } from './paging.ts';

/** A screenful of a tall chart (30 px rows) and some to spare. */
export const FIRST_TASKS_LIMIT = 60;

export const firstTasksQuery = /* @__PURE__ */ schema(() => z.object({ limit: limitParam }));
export type FirstTasksQuery = z.infer<typeof firstTasksQuery>;
