/** Filters of the activity log (docs/requirements.md#activity-log). */
import * as z from 'zod';
import { ACTIVITY_AREAS, ACTIVITY_KINDS } from '../models/activity.ts';
import { idField } from './common.ts';
import { dayFilter } from './dates.ts';
import { schema } from './define.ts';
import { cursorParam, FROM_AFTER_TO, fromBeforeTo, limitParam } from './paging.ts';

const filters = {
  kind: z.enum(ACTIVITY_KINDS, { error: 'Unknown kind of activity' }).optional(),
  actorId: idField('actorId').optional(),
  /** Days in Toronto, both included. */
  from: dayFilter('From'),
  to: dayFilter('To'),
  limit: limitParam,
  cursor: cursorParam,
};

export const projectActivityQuery = /* @__PURE__ */ schema(() =>
  z
    .object({
      ...filters,
      area: z.enum(ACTIVITY_AREAS, { error: 'Area must be plan, marketing or construction' }).optional(),
      /** One object's history (a file, a folder, a task). */
      objectId: idField('objectId').optional(),
    })
    .refine(fromBeforeTo, FROM_AFTER_TO),
);
export type ProjectActivityQuery = z.infer<typeof projectActivityQuery>;

export const adminActivityQuery = /* @__PURE__ */ schema(() => z.object(filters).refine(fromBeforeTo, FROM_AFTER_TO));
export type AdminActivityQuery = z.infer<typeof adminActivityQuery>;
