/** Filters of the activity log (docs/requirements.md#activity-log). */
import * as z from 'zod/mini';
import { ACTIVITY_AREAS, ACTIVITY_KINDS } from '../models/activity.ts';
import { idField } from './common.ts';
import { dayFilter } from './dates.ts';
import { schema } from './define.ts';
import { cursorParam, FROM_AFTER_TO, fromBeforeTo, limitParam } from './paging.ts';

const filters = {
  kind: z.optional(z.enum(ACTIVITY_KINDS, { error: 'Unknown kind of activity' })),
  actorId: z.optional(idField('actorId')),
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
      area: z.optional(z.enum(ACTIVITY_AREAS, { error: 'Area must be plan, marketing or construction' })),
      /** One object's history (a file, a folder, a task). */
      objectId: z.optional(idField('objectId')),
    })
    .check(z.refine(fromBeforeTo, FROM_AFTER_TO)),
);
export type ProjectActivityQuery = z.infer<typeof projectActivityQuery>;

export const adminActivityQuery = /* @__PURE__ */ schema(() =>
  z.object(filters).check(z.refine(fromBeforeTo, FROM_AFTER_TO)),
);
export type AdminActivityQuery = z.infer<typeof adminActivityQuery>;
